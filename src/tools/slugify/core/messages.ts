/** The slug generator's words (one table, for translation). */
export const SLUGIFY_MESSAGES = {
  badMaxLength: 'Invalid maximum length',
  maxLengthHint: (limit: number) => `Enter a whole number of characters from 1 to ${limit}, or leave it empty`,
  tooLong: (chars: string, limit: string) => `The text is too long: ${chars} characters; the most is ${limit}.`,
  tooLongTitle: 'Text too long',
} as const;
