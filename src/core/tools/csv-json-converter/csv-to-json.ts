/**
 * CSV rows to JSON text, a slice of rows at a time: an array of objects (keys from the header row), an array of
 * arrays, or JSON Lines (one object a line). Rows are written by hand rather than through objects, so the columns keep
 * their order (an object would put a column named "2" first) and a value is written once. A row with another number
 * of fields than the first row is kept (missing fields null, extra ones keyed by their column number) and named in
 * the note, never dropped.
 */
import type { JsonIndent } from '../json-formatter';
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

/** Rows named in the note, at most. */
const NOTED_ROWS = 5;
const INDENTS: Record<JsonIndent, string> = { '2': '  ', '4': '    ', tab: '\t' };

/** Unique keys for the header's names: an empty one is its column number, a repeated one gets '_2', '_3'… */
function keysOf(names: string[]): { keys: string[]; renamed: string[] } {
  const seen = new Set<string>();
  const renamed: string[] = [];
  const keys = names.map((name, column) => {
    let key = name === '' ? String(column + 1) : name;
    for (let n = 2; seen.has(key); n++) key = `${name}_${n}`;
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
  private readonly ragged: string[] = [];
  private raggedCount = 0;
  private renamed: string[] = [];
  private readonly unit: string;

  constructor(private readonly options: CsvToJsonOptions) {
    this.unit = INDENTS[options.indent];
  }

  /** The JSON text of these rows (the next ones of the CSV). */
  write(rows: string[][]): string {
    let out = '';
    for (const row of rows) {
      // An empty line: a blank line in a table of several columns, where the first row is, or an empty field in one.
      if (isBlank(row) && this.width !== 1) continue;
      this.rows++;
      if (this.rows === 1 && !this.startWith(row)) continue;
      this.checkWidth(row);
      out += this.separator() + this.rowText(row);
      this.written++;
    }
    return out;
  }

  /** The text that closes the JSON. */
  end(): string {
    if (this.options.shape === 'lines') return '';
    return this.written ? '\n]\n' : '[]\n';
  }

  /** What the output's note says: rows kept with another width, columns renamed; undefined when nothing. */
  note(): string | undefined {
    const notes: string[] = [];
    if (this.raggedCount) notes.push(CSV_MESSAGES.ragged(this.raggedCount, this.ragged.join(', '), this.width));
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
    if (this.ragged.length < NOTED_ROWS) this.ragged.push(CSV_MESSAGES.raggedRow(this.rows, row.length));
  }

  private separator(): string {
    if (this.options.shape === 'lines') return '';
    return this.written ? ',\n' : '[\n';
  }

  private rowText(row: string[]): string {
    const { shape, infer, trim } = this.options;
    const values = row.map((field) => jsonValueOf(field, infer, trim));
    if (shape === 'arrays') return this.arrayText(values);
    const keys = this.keys!;
    for (let i = values.length; i < keys.length; i++) values.push('null');
    const members = values.map((value, i) => `${jsonString(keys[i] ?? String(i + 1))}:${this.space()}${value}`);
    if (shape === 'lines') return `{${members.join(',')}}\n`;
    return this.block('{', members, '}');
  }

  private arrayText(values: string[]): string {
    return this.block('[', values, ']');
  }

  private space(): string {
    return this.options.shape === 'lines' ? '' : ' ';
  }

  /** An object or array one level in: its members one a line, two levels in. */
  private block(open: string, members: string[], close: string): string {
    const inner = `\n${this.unit}${this.unit}`;
    if (!members.length) return `${this.unit}${open}${close}`;
    return `${this.unit}${open}${inner}${members.join(`,${inner}`)}\n${this.unit}${close}`;
  }
}
