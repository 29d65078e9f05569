/** The Markdown preview's words (one table, for translation). */
export const MARKDOWN_MESSAGES = {
  blankMarkdown: 'Please enter Markdown to preview',
  blankHtml: 'Please enter HTML to convert',
  tooLongTitle: 'HTML too long',
  /** HTML → Markdown runs on the page (turndown needs a DOM, which a worker lacks): its input is bounded. */
  tooLong: (limit: number, length: number) =>
    `HTML → Markdown works on the page, up to ${limit.toLocaleString('en')} characters (turndown needs a DOM, ` +
    `which the worker has not); this HTML has ${length.toLocaleString('en')}.`,
  taskDone: 'Done',
  taskOpen: 'Not done',
} as const;
