/** The SVG optimizer's words (one table, for translation). */
export const SVG_MESSAGES = {
  invalidTitle: 'Invalid SVG',
  failedTitle: 'Could not optimise the SVG',
  tooLargeTitle: 'SVG too large',
  tooLarge: (limit: string) =>
    `The SVG optimizer takes up to ${limit}. Split the file or optimise it with svgo on the command line.`,
  /** The note under the output: bytes before and after (UTF-8) and the share saved. */
  saved: (before: string, after: string, percent: string) => `${before} → ${after}: ${percent} saved`,
  grew: (before: string, after: string, percent: string) => `${before} → ${after}: ${percent} larger`,
  previewTab: 'Preview',
  before: 'Before',
  after: 'After',
  previewAlt: (which: string) => `${which} optimisation, drawn as an image (no script runs)`,
  previewEmpty: 'Optimise an SVG to compare it before and after.',
  previewFile: 'The file is not in the editor: its preview shows the optimised SVG only.',
} as const;
