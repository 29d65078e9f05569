/** Every word the CSV ⇄ JSON converter's core says. */
export const CSV_MESSAGES = {
  invalidTitle: 'Invalid CSV',
  unclosedQuote: 'A quoted field is never closed',
  badQuote: 'A quote inside a quoted field must be doubled ("")',
  /** The note on rows whose field count is not the header's: kept, never dropped. */
  ragged: (count: number, examples: string, expected: number) =>
    `${count === 1 ? '1 row has' : `${count} rows have`} another number of fields than the ${expected} of the first row: ${examples}. Missing fields are null; extra ones are keyed by their column number.`,
  raggedRow: (row: number, fields: number) => `row ${row} has ${fields}`,
  renamedColumns: (names: string) => `Repeated or empty column names were made unique: ${names}.`,
  invalidUtf8: (offset: number) =>
    `Invalid UTF-8 at byte ${offset} (bytes counted from 0). Save the file as UTF-8 (in Excel: CSV UTF-8) and open it again.`,
  jsonFileTooLarge: (limit: string) => `JSON → CSV reads the whole JSON at once: files up to ${limit}.`,
  tooLargeTitle: 'Too large to convert',
  tooManyColumns: (columns: number, limit: number) =>
    `The records have ${columns.toLocaleString('en-US')} different keys, one column each: the limit is ${limit.toLocaleString('en-US')} columns (a spreadsheet's).`,
  tooManyFields: (rows: number, fields: number, limit: number) =>
    `${rows.toLocaleString('en-US')} rows would write ${fields.toLocaleString('en-US')} fields: the limit is ${limit.toLocaleString('en-US')} (each row has every column, so records that share few keys leave most fields empty).`,
  tableTab: 'Table',
  tableLabel: 'Table preview',
  tableEmpty: 'Type or paste CSV to see its rows as a table.',
  tableOfFile: 'The table previews CSV in the editor; a file goes straight to JSON.',
  tableInvalid: 'The table shows once the CSV reads without faults.',
  tableShown: (shown: number, more: boolean) =>
    `${more ? 'The first ' : ''}${shown.toLocaleString('en-US')} ${shown === 1 ? 'row' : 'rows'}${more ? ' are shown.' : '.'}`,
  notTableTitle: 'Not a table',
  notTable: 'JSON → CSV takes an array of objects or of arrays, one object, or JSON Lines.',
} as const;
