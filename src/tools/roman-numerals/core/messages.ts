/** The Roman numeral converter's words (one table, for translation). */
export const ROMAN_MESSAGES = {
  invalidTitle: 'Not a Roman numeral',
  rangeTitle: 'Out of range',
  blank: 'Type a number from 1 to 3999 or a Roman numeral.',
  tooLong: (max: number) =>
    `Too long: the longest Roman numeral (3888, MMMDCCCLXXXVIII) has 15 letters; this has over ${max}.`,
  notWhole: 'Only whole numbers from 1 to 3999 have a Roman numeral.',
  zero: 'Roman numerals have no zero: the range is 1 to 3999.',
  tooBig: 'The largest standard Roman numeral is MMMCMXCIX (3999); 4000 and beyond need a bar over the letters.',
  badLetter: (letter: string) => `“${letter}” is not a Roman numeral letter: only I, V, X, L, C, D and M are.`,
  repeatedFour: (letter: string, fix: string) =>
    `${letter} is repeated 4 times; no letter may stand more than three times in a row (write ${fix}).`,
  tooManyM: 'M is repeated 4 times: past MMMCMXCIX (3999) the standard numerals stop.',
  fiveRepeated: (letter: string, fix: string) => `${letter} never repeats (${letter}${letter} is written ${fix}).`,
  neverSubtracted: (small: string, large: string) =>
    `${small} is never subtracted: only I, X and C can stand before a larger letter, so ${small}${large} is not a numeral.`,
  subtractedFrom: (small: string, large: string, allowed: string) =>
    `${small} can be subtracted only from ${allowed}, not from ${large}.`,
  oneSubtracted: (small: string, large: string) =>
    `Only one ${small} may stand before ${large}: a subtracted letter is never repeated.`,
  outOfOrder: (token: string, previous: string) =>
    `${token} cannot follow ${previous}: letters must go from the largest value to the smallest.`,
  noPlace: 'The numerals read left to right from thousands to units.',
  /** A refusal beside the one-line field, with the column of the letter at fault. */
  atColumn: (message: string, column: number) => `${message} (column ${column})`,
  breakdown: (parts: string) => `Read as ${parts}.`,
} as const;
