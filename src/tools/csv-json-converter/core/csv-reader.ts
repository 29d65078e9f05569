/**
 * CSV text to rows, a slice at a time (a whole text is one slice): papaparse's core parser (RFC 4180 quoting, with
 * line breaks inside quoted fields), fed the way its own streamer feeds it, so a row cut between two slices is read
 * whole with the next. The delimiter and line break are detected once, from the start. A quote left open or a
 * malformed one is refused with its line and column; papaparse would otherwise read the rest of the file as one field.
 */
import Papa from 'papaparse';
import { TextCursor } from '../../../core/shared/text-position';
import { ToolError } from '../../../core/shared/tool-error';
import { CSV_MESSAGES } from './messages';

/** The delimiters the option offers, and detection's candidates. */
export const DELIMITERS = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' } as const;
export type Delimiter = keyof typeof DELIMITERS | 'auto';

/** How much of the start detection reads. */
const DETECT_CHARS = 64 * 1024;

export interface CsvDialect {
  delimiter: string;
  newline: Papa.ParseConfig['newline'];
}

/** The delimiter (chosen or detected) and the line break of a CSV text, from its start. */
export function dialectOf(start: string, delimiter: Delimiter): CsvDialect {
  const sample = start.slice(0, DETECT_CHARS);
  const { meta } = Papa.parse<string[]>(sample, {
    preview: 50,
    // Without it a final line break counts as a row of one field, and detection fails on two columns.
    skipEmptyLines: true,
    delimiter: delimiter === 'auto' ? '' : DELIMITERS[delimiter],
    delimitersToGuess: Object.values(DELIMITERS),
  });
  return { delimiter: meta.delimiter, newline: meta.linebreak as CsvDialect['newline'] };
}

/** A row read from an empty line (or from one empty quoted field: the parser cannot tell them apart). */
export const isBlank = (row: string[] | undefined) => row?.length === 1 && row[0] === '';

export class CsvReader {
  private parser: Papa.Parser | undefined;
  private dialect: CsvDialect | undefined;
  /** The start of a row that the last slice cut, and where it begins in the whole text. */
  private partial = '';
  private base = 0;
  private readonly cursor: TextCursor;

  /**
   * `known`: the dialect, already detected, and the line the text starts on, for a piece of a larger CSV cut at a
   * record's start (see ./record-cuts).
   */
  constructor(
    private readonly delimiter: Delimiter,
    known?: { dialect: CsvDialect; startLine: number },
  ) {
    this.dialect = known?.dialect;
    this.cursor = new TextCursor(known?.startLine);
  }

  /** The delimiter in use (known after the first slice). */
  get detected(): string | undefined {
    return this.dialect?.delimiter;
  }

  /** The rows the text holds so far, whole ones only until `last`; an empty line is a blank row (see `isBlank`). */
  read(slice: string, last: boolean): string[][] {
    const text = this.partial + slice;
    if (!this.dialect) {
      // Detection reads a full sample: a first slice of a few characters could not tell '\r\n' from '\r'.
      if (!last && text.length < DETECT_CHARS) {
        this.partial = text;
        return [];
      }
      this.dialect = dialectOf(text, this.delimiter);
    }
    this.parser ??= new Papa.Parser({ ...this.dialect, quoteChar: '"' });
    const results = this.parser.parse(text, this.base, !last) as Papa.ParseResult<string[]>;
    this.refuseQuoteErrors(results.errors, text);
    const consumed = results.meta.cursor - this.base;
    this.cursor.pass(text.slice(0, consumed));
    this.partial = last ? '' : text.slice(consumed);
    this.base = results.meta.cursor;
    const rows = results.data;
    // The final line break ends the last row; it starts none.
    if (last && text.endsWith(this.dialect.newline ?? '\n') && isBlank(rows[rows.length - 1])) rows.pop();
    return rows;
  }

  private refuseQuoteErrors(errors: Papa.ParseError[], text: string) {
    const fault = errors.find((error) => error.code === 'MissingQuotes' || error.code === 'InvalidQuotes');
    if (!fault) return;
    // papaparse gives the index after the field's opening quote, in the text it was given (not counting the rows read
    // before it): the position named is the quote.
    const at = this.cursor.positionIn(text, Math.max(0, (fault.index ?? 0) - 1));
    const reason = fault.code === 'MissingQuotes' ? CSV_MESSAGES.unclosedQuote : CSV_MESSAGES.badQuote;
    throw new ToolError(CSV_MESSAGES.invalidTitle, `${reason} (line ${at.line}, column ${at.column})`, at);
  }
}
