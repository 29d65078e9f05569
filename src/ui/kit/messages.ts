/** The kit's own words, shared by every kit tool (one table, for translation). */
export const KIT_MESSAGES = {
  /** The native date-time picker beside a date option's text. */
  pickDateTime: (label: string) => `${label}: pick from a calendar`,
  clear: 'Clear',
  clearFile: 'Clear file',
  openFile: 'Open file',
  openFileTitle: (name: string) => `Open ${name}, or drop it onto the editor. Read on your device, never uploaded.`,
  dropToOpen: (name: string) => `Drop ${name} to open it`,
  fileNameAndSize: (name: string, size: string) => `${name} (${size})`,
  fileReady: (action: string) => `Ready: ${action} reads it from the file, on your device.`,
  fileRunning: (jobLabel: string) => `${jobLabel} the file…`,
  fileDone: 'Done: the result is ready.',
  allTooLong: 'Too long to show every choice at once: pick one to see its result.',
  copyChoice: (label: string) => `Copy ${label}`,
  choiceCopied: (label: string) => `${label} copied to clipboard`,
  actionsLabel: 'Action',
  outputsLabel: 'Output',
  meterShown: (label: string, text: string) => `${label}: ${text}`,
  meterValue: (value: number, max: number, text: string) => `${value} of ${max}: ${text}`,
  optionsLabel: 'Options',
  run: 'Run',
  convert: 'Convert',
  /** The disclosure the options past the first four fold under. */
  moreOptions: (count: number) => `Options (${count} more)`,
  /** A rendered output's remote image, not fetched (a placeholder that opens on why). */
  imageNotLoaded: (address: string, alt: string) =>
    `Remote image not loaded: ${address || '(no address)'}${alt ? ` (${alt})` : ''}`,
  imageNotLoadedWhy:
    'This page fetches nothing from other sites: a request would tell that site you are reading this document, and the site’s security policy blocks it. The image stays in Copy as HTML and Download page, where it loads when the file is opened.',
  htmlTooLong: (limit: string, length: string) =>
    `Too long to preview: the preview shows up to ${limit} characters of HTML (sanitizing and drawing more would hold ` +
    `the page), and this is ${length}. The HTML tab has it all.`,
  copyHtml: 'Copy as HTML',
  htmlCopied: 'Sanitized HTML copied to clipboard',
  downloadPage: 'Download page',
  previewEmpty: 'The preview shows here.',
  linkNotApplied: 'The tool was left as it was.',
} as const;
