/** The JSON formatter's words, one catalogue: its tree view and why a formatted text was not made. */
import { formatBytes, formatCount } from '../../core/shared/format';
import type { FormatRefusal } from '../../core/shared/json';

export const JSON_TEXTS = {
  treeTooLarge: (limit: string) =>
    `The tree shows JSON up to ${limit}; this input is larger. Use Formatted, where folding and search (Ctrl+F) work at any size.`,
  showMore: (count: number, rest: number) => `Show ${count} more of ${rest}`,
  /** The formatted text refused; `depth` when the nesting is the cause (each line is indented by its depth). */
  tooLargeToFormat: ({ size, limit, depth }: FormatRefusal) =>
    `Too large to format: the formatted text would be ${formatBytes(size)} (the limit is ${formatBytes(limit)})` +
    (depth === undefined
      ? '.'
      : `, as the input is nested ${formatCount(depth)} levels deep and each line is indented by its depth.`) +
    ' The minified text is in the Minified tab.',
} as const;
