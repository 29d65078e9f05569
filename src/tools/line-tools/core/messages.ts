/** The line tools' words (one table, for translation). */
export const LINE_TOOLS_MESSAGES = {
  summary: (before: number, after: number) =>
    `${before.toLocaleString('en-US')} ${before === 1 ? 'line' : 'lines'} in, ${after.toLocaleString('en-US')} out.`,
  duplicates: (removed: number) =>
    ` ${removed.toLocaleString('en-US')} ${removed === 1 ? 'duplicate' : 'duplicates'} removed.`,
  filtered: (removed: number) => ` ${removed.toLocaleString('en-US')} filtered out.`,
} as const;
