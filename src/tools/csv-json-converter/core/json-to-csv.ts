/**
 * JSON to CSV: an array of objects (nested objects flattened to dotted columns, `address.city`), an array of arrays
 * (rows as they are), one object (one row), or JSON Lines. The columns are every key met, in the order first met.
 * Arrays inside a row and empty objects are written as their JSON text; null is an empty field. A field is quoted
 * when it holds the delimiter, a quote, a line break or edge spaces (RFC 4180), or always with Quote every field.
 */
import { parseJsonText } from '../../../core/shared/json/parse';
import { ToolError } from '../../../core/shared/tool-error';
import { CSV_MESSAGES } from './messages';

export interface JsonToCsvOptions {
  delimiter: string;
  header: boolean;
  quoteAll: boolean;
}

type Row = Map<string, unknown> | unknown[];

/** The records of the input: its items, or each line's value for JSON Lines. */
function recordsOf(text: string): unknown[] {
  let value: unknown;
  try {
    value = parseJsonText(text);
  } catch (error) {
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    // JSON Lines: two or more lines, each a value of its own (else the first fault is the JSON's).
    if (lines.length < 2) throw error;
    try {
      return lines.map((line) => JSON.parse(line) as unknown);
    } catch {
      throw error;
    }
  }
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') return [value];
  throw new ToolError(CSV_MESSAGES.notTableTitle, CSV_MESSAGES.notTable);
}

/** An object's leaves under dotted keys, written into `into`. */
function flatten(value: Record<string, unknown>, prefix: string, into: Map<string, unknown>) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix + key;
    const nested = child !== null && typeof child === 'object' && !Array.isArray(child);
    if (nested && Object.keys(child).length) flatten(child as Record<string, unknown>, `${path}.`, into);
    else into.set(path, child);
  }
}

function rowOf(record: unknown): Row {
  if (Array.isArray(record)) return record as unknown[];
  const row = new Map<string, unknown>();
  if (record !== null && typeof record === 'object') flatten(record as Record<string, unknown>, '', row);
  else row.set('value', record);
  return row;
}

/** A value as a field's text. */
function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // JSON has nothing else: an array or an object.
  return JSON.stringify(value);
}

function quoter(delimiter: string, quoteAll: boolean) {
  const special = (text: string) =>
    text.includes(delimiter) || /["\r\n]/.test(text) || text.startsWith(' ') || text.endsWith(' ');
  return (text: string) => (quoteAll || special(text) ? `"${text.replaceAll('"', '""')}"` : text);
}

/** The most columns a table takes: a spreadsheet's (Excel's 16,384); the columns are every key met. */
export const MAX_CSV_COLUMNS = 16_384;
/**
 * The most fields written (rows × columns): records that share no keys make a table mostly empty, whose size grows
 * with the square of their number (10,000 such records: 100,000,000 fields, some 20 s here).
 */
export const MAX_CSV_FIELDS = 20_000_000;

/** Refuses a table past the limits before any line is written. */
function checkTableSize(rows: readonly Row[], columns: number) {
  if (columns > MAX_CSV_COLUMNS)
    throw new ToolError(CSV_MESSAGES.tooLargeTitle, CSV_MESSAGES.tooManyColumns(columns, MAX_CSV_COLUMNS));
  let fields = 0;
  for (const row of rows) fields += row instanceof Map ? columns : row.length;
  if (fields > MAX_CSV_FIELDS)
    throw new ToolError(CSV_MESSAGES.tooLargeTitle, CSV_MESSAGES.tooManyFields(rows.length, fields, MAX_CSV_FIELDS));
}

export function jsonToCsv(text: string, { delimiter, header, quoteAll }: JsonToCsvOptions): string {
  const rows = recordsOf(text).map(rowOf);
  const columns = new Set<string>();
  for (const row of rows) if (row instanceof Map) for (const key of row.keys()) columns.add(key);
  checkTableSize(rows, columns.size);
  const quote = quoter(delimiter, quoteAll);
  // A row of one empty field is written "" (as Python's csv does): an empty line would read as no row at all.
  const line = (fields: unknown[]) => fields.map((field) => quote(fieldText(field))).join(delimiter) || '""';
  const names = [...columns];
  const lines = header && names.length ? [line(names)] : [];
  for (const row of rows) lines.push(row instanceof Map ? line(names.map((name) => row.get(name))) : line(row));
  return lines.length ? `${lines.join('\n')}\n` : '';
}
