/**
 * CSV rows to JSON text, a slice of rows at a time: an array of objects (keys from the header row), an array of
 * arrays, or JSON Lines (one object a line). Rows are written by hand rather than through objects, so the columns keep
 * their order (an object would put a column named "2" first) and a value is written once. A row with another number
 * of fields than the first row is kept (missing fields null, extra ones keyed by their column number) and named in
 * the note, never dropped.
 */
import type { JsonIndent } from '../../../core/shared/json';
import { isBlank } from './csv-reader';
import { CSV_MESSAGES } from './messages';
import { jsonString, jsonValueOf } from './values';

export type CsvShape = 'objects' | 'arrays' | 'lines';

export interface CsvToJsonOptions {
  indent: JsonIndent;
  shape: CsvShape;
  header: boolean;
  infer: boolean;
  trim: boolean;
}

/** The columns, once the first row is read: a piece of the CSV read apart is written with them (see `CsvToJson`). */
export interface CsvColumns {
  keys: string[];
  width: number;
}

/** What writing a piece of the rows gave, besides its JSON: what `CsvToJson.absorb` counts on. */
export interface CsvPieceCounts {
  /** Rows read (blank lines skipped), rows written, and rows of another width: how many and the first few. */
  rows: number;
  written: number;
  raggedCount: number;
  ragged: readonly (readonly [row: number, fields: number])[];
}

/** Rows named in the note, at most. */
export const NOTED_ROWS = 5;
const INDENTS: Record<JsonIndent, string> = { '2': '  ', '4': '    ', tab: '\t' };

/** How a row is written: what opens and closes it, and a row of no fields. */
export function rowFrame({ shape, indent }: CsvToJsonOptions): { open: string; close: string; empty: string } {
  const unit = INDENTS[indent];
  const [open, close] = shape === 'arrays' ? ['[', ']'] : ['{', '}'];
  if (shape === 'lines') return { open, close: `${close}\n`, empty: `${open}${close}\n` };
  return { open: unit + open, close: `\n${unit}${close}`, empty: `${unit}${open}${close}` };
}

/** What precedes column i's value in a row: its line break and indent, and its key unless the rows are arrays. */
export function columnPrefix({ shape, indent }: CsvToJsonOptions, keys: readonly string[], i: number): string {
  const unit = INDENTS[indent];
  const inner = shape === 'lines' ? '' : `\n${unit}${unit}`;
  if (shape === 'arrays') return inner;
  return `${inner}${jsonString(keys[i] ?? String(i + 1))}:${shape === 'lines' ? '' : ' '}`;
}

/**
 * Unique keys for the header's names: an empty one is its column number, a repeated one gets '_2', '_3'… Each name
 * remembers the suffix it reached (keys are only ever added, so the ones below stay taken): a header of one name
 * repeated 100,000 times is one pass, not 5,000,000,000 tries.
 */
function keysOf(names: string[]): { keys: string[]; renamed: string[] } {
  const seen = new Set<string>();
  const nextSuffix = new Map<string, number>();
  const renamed: string[] = [];
  const keys = names.map((name, column) => {
    let key = name === '' ? String(column + 1) : name;
    let n = nextSuffix.get(name) ?? 2;
    for (; seen.has(key); n++) key = `${name}_${n}`;
    nextSuffix.set(name, n);
    if (key !== name) renamed.push(`${jsonString(name)} → ${jsonString(key)}`);
    seen.add(key);
    return key;
  });
  return { keys, renamed };
}

export class CsvToJson {
  private keys: string[] | undefined;
  private width = 0;
  private rows = 0;
  private written = 0;
  private readonly ragged: [row: number, fields: number][] = [];
  private raggedCount = 0;
  private renamed: string[] = [];
  private readonly prefixes: string[] = [];
  private frame: ReturnType<typeof rowFrame> | undefined;
  /** Writing a piece of the rows that follows others: its JSON starts with its first row, no separator. */
  private readonly piece: boolean;

  /** `columns`: those of the first row, for a piece of the rows read apart (it then writes no '[' nor ']'). */
  constructor(
    private readonly options: CsvToJsonOptions,
    columns?: CsvColumns,
  ) {
    this.piece = columns !== undefined;
    if (columns) ({ keys: this.keys, width: this.width } = columns);
  }

  /** The columns, once the first row has been read. */
  get columns(): CsvColumns | undefined {
    return this.keys && { keys: this.keys, width: this.width };
  }

  /** What this writer has written so far, for the writer that puts the pieces together. */
  get counts(): CsvPieceCounts {
    return { rows: this.rows, written: this.written, raggedCount: this.raggedCount, ragged: this.ragged };
  }

  /**
   * Counts a piece written apart (its rows, numbered from this writer's next) as written here, and gives the text
   * that goes before the piece's JSON.
   */
  absorb(piece: CsvPieceCounts): string {
    const separator = piece.written ? this.separator() : '';
    for (const [row, fields] of piece.ragged)
      if (this.ragged.length < NOTED_ROWS) this.ragged.push([this.rows + row, fields]);
    this.rows += piece.rows;
    this.written += piece.written;
    this.raggedCount += piece.raggedCount;
    return separator;
  }

  /** The JSON text of these rows (the next ones of the CSV). */
  write(rows: string[][]): string {
    // Pieces joined once: a string grown piece by piece left a chain of millions of short-lived strings (half the
    // time of a 100 MB file went to collecting them).
    const parts: string[] = [];
    for (const row of rows) {
      // An empty line: a blank line in a table of several columns, where the first row is, or an empty field in one.
      if (isBlank(row) && this.width !== 1) continue;
      this.rows++;
      if (this.keys === undefined && !this.startWith(row)) continue;
      this.checkWidth(row);
      parts.push(this.separator());
      this.pushRow(row, parts);
      this.written++;
    }
    return parts.join('');
  }

  /** The text that closes the JSON. */
  end(): string {
    if (this.options.shape === 'lines') return '';
    return this.written ? '\n]\n' : '[]\n';
  }

  /** What the output's note says: rows kept with another width, columns renamed; undefined when nothing. */
  note(): string | undefined {
    const notes: string[] = [];
    if (this.raggedCount) {
      const examples = this.ragged.map(([row, fields]) => CSV_MESSAGES.raggedRow(row, fields)).join(', ');
      notes.push(CSV_MESSAGES.ragged(this.raggedCount, examples, this.width));
    }
    if (this.renamed.length) notes.push(CSV_MESSAGES.renamedColumns(this.renamed.slice(0, NOTED_ROWS).join(', ')));
    return notes.length ? notes.join(' ') : undefined;
  }

  /** Takes the first row's width, and its names when it is the header; false when the row is not data. */
  private startWith(row: string[]): boolean {
    this.width = row.length;
    const named = this.options.header && this.options.shape !== 'arrays';
    const names = named ? row.map((name) => (this.options.trim ? name.trim() : name)) : row.map((_, i) => `${i + 1}`);
    ({ keys: this.keys, renamed: this.renamed } = keysOf(names));
    return !named;
  }

  private checkWidth(row: string[]) {
    if (row.length === this.width) return;
    this.raggedCount++;
    if (this.ragged.length < NOTED_ROWS) this.ragged.push([this.rows, row.length]);
  }

  private separator(): string {
    if (this.options.shape === 'lines') return '';
    return this.written ? ',\n' : this.piece ? '' : '[\n';
  }

  /** A row's JSON, in pieces: a member's key and what precedes it are made once per column (`prefix`), not per row. */
  private pushRow(row: string[], parts: string[]) {
    const { shape, infer, trim } = this.options;
    const count = shape === 'arrays' ? row.length : Math.max(row.length, this.keys!.length);
    const frame = (this.frame ??= rowFrame(this.options));
    if (count === 0) return parts.push(frame.empty);
    parts.push(frame.open);
    for (let i = 0; i < count; i++) {
      if (i) parts.push(',');
      parts.push(this.prefix(i), i < row.length ? jsonValueOf(row[i], infer, trim) : 'null');
    }
    return parts.push(frame.close);
  }

  private prefix(i: number): string {
    return (this.prefixes[i] ??= columnPrefix(this.options, this.keys!, i));
  }
}
