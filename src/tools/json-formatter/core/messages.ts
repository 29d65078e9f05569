/** The JSON formatter's screen words for its tree view, one table for translation. */
export const JSON_TEXTS = {
  treeTooLarge: (limit: string) =>
    `The tree shows JSON up to ${limit}; this input is larger. Use Formatted, where folding and search (Ctrl+F) work at any size.`,
  showMore: (count: number, rest: number) => `Show ${count} more of ${rest}`,
  /** A file that is not UTF-8 (JSON must be): where, as a 0-based offset from the file's first byte. */
  invalidUtf8: (offset: number, byte: number) =>
    `Invalid UTF-8 at byte ${offset} (0x${byte.toString(16).toUpperCase().padStart(2, '0')}; bytes counted from 0). JSON must be UTF-8.`,
  /** The formatted text refused; `depth` when the nesting is the cause (each line is indented by its depth). */
  tooLargeToFormat: (size: string, limit: string, depth?: string) =>
    `Too large to format: the formatted text would be ${size} (the limit is ${limit})` +
    (depth ? `, as the input is nested ${depth} levels deep and each line is indented by its depth.` : '.') +
    ' The minified text is in the Minified tab.',
} as const;
