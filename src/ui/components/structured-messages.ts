/** The words of a structured result (key-value rows and tables), shared by kit tools and tools with screens of their own. */
export const STRUCTURED_MESSAGES = {
  copy: 'Copy',
  copyRow: (label: string) => `Copy ${label}`,
  copyAll: 'Copy all',
  copyAsJson: 'Copy as JSON',
  rowCopied: (label: string) => `${label} copied to clipboard`,
  allCopied: 'Copied to clipboard',
  jsonCopied: 'JSON copied to clipboard',
  download: 'Download',
  empty: 'The result shows here.',
} as const;
