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

/** What a cell's text or badge says by its colour: amber ('warning') is for warnings only. */
export type Tone = 'good' | 'warning' | 'danger' | 'muted';

/** An icon beside a cell's text or in a badge; with a label it is read out, without it is decoration. */
export interface CellIcon {
  name: 'folder' | 'lock' | 'alert';
  label?: string;
}

/** A short tag after a cell's text ('Encrypted'); its copies write it in brackets. */
export interface Badge {
  text: string;
  tone?: Tone;
  icon?: CellIcon;
  /** What it means, on hover. */
  title?: string;
}

/** A table cell with more than its text. */
export interface TableCell {
  text: string;
  /** What the cell sorts by where its text would sort wrongly (a size's bytes for '1.2 MB'); a number sorts as one. */
  sortValue?: number | string;
  /** The text's colour; a warning or danger shows the text as a badge. */
  tone?: Tone;
  badges?: readonly Badge[];
  /** A second, smaller line under the text (what a verdict means). */
  note?: string;
  icon?: CellIcon;
  /** More on hover (a size's exact bytes). */
  title?: string;
}

/** A table cell: its text, or its text with more (see TableCell). */
export type Cell = string | TableCell;

/** A table: named columns, each row a cell per column. */
export interface TableBlock {
  kind: 'table';
  heading?: string;
  columns: readonly string[];
  rows: readonly (readonly Cell[])[];
  /** Its column headers sort its rows (again: the other way). */
  sortable?: boolean;
}

/** A sentence about the result (what the rows are of, a warning), shown as text. */
export interface NoteBlock {
  kind: 'note';
  text: string;
}

export type StructuredBlock = RowsBlock | TableBlock | NoteBlock;
export type Structured = readonly StructuredBlock[];

/** A cell as a TableCell. */
export const cellOf = (cell: Cell | undefined): TableCell => (typeof cell === 'object' ? cell : { text: cell ?? '' });

/**
 * A cell as text (its copies, JSON and TSV): its text, then each badge in brackets, then its note after a dash, so
 * what it shows stays on one line.
 */
export function cellText(cell: Cell | undefined): string {
  if (typeof cell !== 'object') return cell ?? '';
  const shown = [cell.text, ...(cell.badges ?? []).map((badge) => `[${badge.text}]`)].filter(Boolean).join(' ');
  return cell.note ? `${shown} — ${cell.note}` : shown;
}

/** The gap between a table's columns in the aligned text. */
const COLUMN_GAP = '  ';

/** A record's rows as `Label:` padded to the longest label, then the value: one line each. */
export function alignedRows(rows: readonly KeyValueRow[]): string[] {
  const width = Math.max(0, ...rows.map(({ label }) => label.length)) + 2;
  return rows.map(({ label, value }) => `${`${label}:`.padEnd(width)}${value}`.trimEnd());
}

/** A table's header and rows, each column padded to its widest cell: one line each, never wrapped. */
export function alignedTable({ columns, rows }: Pick<TableBlock, 'columns' | 'rows'>): string[] {
  const lines = [columns, ...rows.map((cells) => cells.map(cellText))];
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
export const tableRowText = (cells: readonly Cell[]): string => cells.map(cellText).join(COLUMN_GAP);

type JsonRecord = Record<string, string>;

function blockJson(block: RowsBlock | TableBlock): JsonRecord | JsonRecord[] {
  if (block.kind === 'rows') return Object.fromEntries(block.rows.map(({ label, value }) => [label, value]));
  return block.rows.map((cells) => Object.fromEntries(block.columns.map((column, i) => [column, cellText(cells[i])])));
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
  const lines = [columns, ...rows].map((cells) => columns.map((_, i) => tsvCell(cellText(cells[i]))).join('\t'));
  return `${lines.join('\n')}\n`;
}

export type SortDirection = 'ascending' | 'descending';

/** What a cell sorts by: its sort value, else its text as shown. */
const sortKey = (cell: Cell | undefined): number | string => {
  const { sortValue } = cellOf(cell);
  return sortValue ?? cellText(cell);
};

/** Texts in a person's order, in the reader's locale: 'file2' before 'file10', case aside only where all else is equal. */
const collator = new Intl.Collator(undefined, { numeric: true });

/** Numbers by value, before texts; texts by the collator. */
function compareKeys(x: number | string, y: number | string): number {
  if (typeof x === 'number' && typeof y === 'number') return x < y ? -1 : x > y ? 1 : 0;
  if (typeof x === 'number') return -1;
  if (typeof y === 'number') return 1;
  return collator.compare(x, y);
}

/** Where a sort by a column starts: largest first for a column of numbers (sizes), A to Z for text. */
export const firstDirection = (rows: TableBlock['rows'], column: number): SortDirection =>
  rows.some((cells) => typeof sortKey(cells[column]) === 'number') ? 'descending' : 'ascending';

/** The rows' indexes in their order by a column; rows that tie keep their own order, either way. */
export function sortedRowOrder(rows: TableBlock['rows'], column: number, direction: SortDirection): number[] {
  const keys = rows.map((cells) => sortKey(cells[column]));
  const sign = direction === 'ascending' ? 1 : -1;
  return keys.map((_, index) => index).sort((a, b) => sign * compareKeys(keys[a], keys[b]) || a - b);
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
