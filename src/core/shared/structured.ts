/**
 * A result that is a record or a table (a network's figures, a time in several zones), as plain data a worker can
 * send (structured-cloneable): blocks of key-value rows, tables, and sentences between them. The page shows it as
 * rows and tables (`StructuredResult`); Copy all takes `alignedText`, Copy as JSON `structuredJson`.
 */

/** One labelled value of a record. */
export interface KeyValueRow {
  label: string;
  value: string;
  /** The toast after its Copy where a tool's own words are set (the colour tools' 'HEX value copied to clipboard'). */
  copyMessage?: string;
  /** That toast's title, the message then its body (the colour tools' 'Copied!'). */
  copyTitle?: string;
}

/** A record: labelled values, one a row. */
export interface RowsBlock {
  kind: 'rows';
  heading?: string;
  /** What tells its rows from another record's of the same labels, in their Copy buttons' names ('404'). */
  name?: string;
  rows: readonly KeyValueRow[];
}

/** A table: named columns, each row a cell per column. */
export interface TableBlock {
  kind: 'table';
  heading?: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A sentence about the result (what the rows are of, a warning), shown as text. */
export interface NoteBlock {
  kind: 'note';
  text: string;
}

export type StructuredBlock = RowsBlock | TableBlock | NoteBlock;
export type Structured = readonly StructuredBlock[];

/** The gap between a table's columns in the aligned text. */
const COLUMN_GAP = '  ';

/** A record's rows as `Label:` padded to the longest label, then the value: one line each. */
export function alignedRows(rows: readonly KeyValueRow[]): string[] {
  const width = Math.max(0, ...rows.map(({ label }) => label.length)) + 2;
  return rows.map(({ label, value }) => `${`${label}:`.padEnd(width)}${value}`.trimEnd());
}

/** A table's header and rows, each column padded to its widest cell: one line each, never wrapped. */
export function alignedTable({ columns, rows }: Pick<TableBlock, 'columns' | 'rows'>): string[] {
  const lines = [columns, ...rows];
  const widths = columns.map((_, column) => Math.max(...lines.map((cells) => (cells[column] ?? '').length)));
  return lines.map((cells) =>
    columns
      .map((_, column) => (cells[column] ?? '').padEnd(widths[column]))
      .join(COLUMN_GAP)
      .trimEnd(),
  );
}

function blockLines(block: StructuredBlock): string[] {
  if (block.kind === 'note') return [block.text];
  const body = block.kind === 'rows' ? alignedRows(block.rows) : alignedTable(block);
  return block.heading === undefined ? body : [block.heading, ...body];
}

/** The whole result as aligned text (Copy all, and what an example expects): blocks apart by a blank line. */
export const alignedText = (structured: Structured): string =>
  structured.length ? `${structured.map((block) => blockLines(block).join('\n')).join('\n\n')}\n` : '';

/** A table's row as one line of cells (its Copy). */
export const tableRowText = (cells: readonly string[]): string => cells.join(COLUMN_GAP);

type JsonRecord = Record<string, string>;

function blockJson(block: RowsBlock | TableBlock): JsonRecord | JsonRecord[] {
  if (block.kind === 'rows') return Object.fromEntries(block.rows.map(({ label, value }) => [label, value]));
  return block.rows.map((cells) => Object.fromEntries(block.columns.map((column, i) => [column, cells[i] ?? ''])));
}

/**
 * The result's records and tables as JSON (Copy as JSON): a record is an object by label, a table an array of
 * objects by column; several blocks are an array of them. Undefined when it holds no record or table.
 */
export function structuredJson(structured: Structured): string | undefined {
  const data = structured.filter((block): block is RowsBlock | TableBlock => block.kind !== 'note').map(blockJson);
  if (data.length === 0) return undefined;
  return `${JSON.stringify(data.length === 1 ? data[0] : data, null, 2)}\n`;
}

const TSV_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A cell as linear TSV writes it: a backslash, tab or line break escaped, so each row stays one line of fields. */
const tsvCell = (cell: string) => cell.replace(/[\\\t\n\r]/g, (char) => TSV_ESCAPES[char]);

/**
 * The result's table as TSV (Download as TSV, for a spreadsheet): its header, then a line per row. Undefined unless
 * the result holds exactly one table (its notes and headings are not part of the data).
 */
export function structuredTsv(structured: Structured): string | undefined {
  const tables = structured.filter((block): block is TableBlock => block.kind === 'table');
  if (tables.length !== 1) return undefined;
  const [{ columns, rows }] = tables;
  const lines = [columns, ...rows].map((cells) => columns.map((_, i) => tsvCell(cells[i] ?? '')).join('\t'));
  return `${lines.join('\n')}\n`;
}

/** A result of one record: its rows. */
export const recordOf = (rows: readonly KeyValueRow[], heading?: string): Structured => [
  heading === undefined ? { kind: 'rows', rows } : { kind: 'rows', heading, rows },
];

/** Label-value pairs as rows. */
export const rowsOf = (pairs: readonly (readonly [string, string])[]): KeyValueRow[] =>
  pairs.map(([label, value]) => ({ label, value }));

/**
 * A result's structured outputs by id, each with its aligned text as the output's text (what Swap, the examples and
 * a plain text view read): the shape of a kit result's `outputs` and `structured`.
 */
export function structuredOutputs<K extends string>(
  byId: Readonly<Record<K, Structured>>,
): { outputs: Record<K, string>; structured: Record<K, Structured> } {
  const outputs = {} as Record<K, string>;
  for (const id of Object.keys(byId) as K[]) outputs[id] = alignedText(byId[id]);
  return { outputs, structured: { ...byId } };
}
