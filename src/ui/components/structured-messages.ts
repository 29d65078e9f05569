/** The words of a structured result (key-value rows and tables), shared by kit tools and tools with screens of their own. */
export const STRUCTURED_MESSAGES = {
  copy: 'Copy',
  copyRow: (label: string) => `Copy ${label}`,
  /** A table row's name where several rows start with the same cell. */
  nthRow: (first: string, nth: number) => `${first} (${nth})`,
  /** What an empty value shows (its text, and what Copy takes, stay empty). */
  none: '(none)',
  copyAll: 'Copy all',
  copyAsJson: 'Copy as JSON',
  rowCopied: (label: string) => `${label} copied to clipboard`,
  allCopied: 'Copied to clipboard',
  jsonCopied: 'JSON copied to clipboard',
  download: 'Download',
  downloadTsv: 'Download as TSV',
  empty: 'The result shows here.',
  rowsShown: (shown: number, total: number) =>
    `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows shown; Copy all and Copy as JSON take every row.`,
  showMore: 'Show more rows',
  /** A table's row actions column (read out only). */
  actions: 'Actions',
  sortBy: (column: string) => `Sort by ${column}`,
} as const;
