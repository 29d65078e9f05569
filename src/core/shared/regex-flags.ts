/** A user regex's flags and words: light, for the page (the parser that finds a fault's column is in ./user-regex). */

/** The flags JavaScript's RegExp takes, in the order `RegExp.prototype.flags` writes them. */
export const REGEX_FLAGS = 'dgimsuvy';

export const USER_REGEX_MESSAGES = {
  invalidTitle: 'Invalid pattern',
  invalidFlagsTitle: 'Invalid flags',
  unknownFlag: (flag: string) => `"${flag}" is not a flag: use d, g, i, m, s, u, v or y.`,
  repeatedFlag: (flag: string) => `The flag "${flag}" is given twice.`,
  unicodeAndSets: 'The flags u and v cannot be used together: v is u with set notation.',
  atColumn: (reason: string, column: number) => `${reason} (column ${column})`,
  /** The message when a pattern outlives its time limit (the spec's words). */
  tooSlowTitle: 'The pattern took too long',
  tooSlow: 'it may backtrack catastrophically',
} as const;
