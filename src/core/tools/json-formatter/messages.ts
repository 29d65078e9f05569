/** The JSON formatter's screen words for its tree view, one table for translation. */
export const JSON_TEXTS = {
  treeTooLarge: (limit: string) =>
    `The tree shows JSON up to ${limit}; this input is larger. Use Formatted, where folding and search (Ctrl+F) work at any size.`,
  showMore: (count: number, rest: number) => `Show ${count} more of ${rest}`,
} as const;
