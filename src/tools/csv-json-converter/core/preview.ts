/**
 * The table preview of CSV in the editor: its column names and first rows, read from a bounded start of the text
 * (PREVIEW_TEXT_CHARS), so it costs the same on a page of CSV as on 50 MB and runs on the page.
 */
import { CsvReader, isBlank } from './csv-reader';
import type { CsvOptions } from '.';

/** Rows the preview shows at most. */
export const PREVIEW_ROWS = 1000;
/** How much of the text it reads. */
const PREVIEW_TEXT_CHARS = 256 * 1024;

export interface CsvPreview {
  columns: string[];
  rows: string[][];
  /** More rows follow the ones shown. */
  more: boolean;
}

/** The columns and first rows; throws the reader's ToolError on a quote fault in what it reads. */
export function csvPreview(text: string, { delimiter, header }: Pick<CsvOptions, 'delimiter' | 'header'>): CsvPreview {
  const whole = text.length <= PREVIEW_TEXT_CHARS;
  // A cut text's last row may be cut too: it is left out with the rest.
  const rows = new CsvReader(delimiter).read(text.slice(0, PREVIEW_TEXT_CHARS), whole).filter((row) => !isBlank(row));
  const width = Math.max(0, ...rows.map((row) => row.length));
  const columns = header && rows.length ? rows.shift()! : Array.from({ length: width }, (_, i) => `${i + 1}`);
  return { columns, rows: rows.slice(0, PREVIEW_ROWS), more: !whole || rows.length > PREVIEW_ROWS };
}
