/** The string escaper's words (one table, for translation). */
export const STRING_ESCAPER_MESSAGES = {
  badEscape: 'Invalid escape',
  unknownEscape: (escape: string, format: string) => `${escape} is not an escape in ${format}`,
  badHex: (escape: string) => `${escape} needs hexadecimal digits`,
  badCodePoint: (escape: string) => `${escape} is past U+10FFFF, the last code point`,
  loneQuote: 'A single quote must be doubled',
  unclosed: (what: string) => `The ${what} is never closed`,
  strayQuote: 'A double quote inside a quoted field must be doubled',
  unknownEntity: (entity: string) => `${entity} is not a known entity`,
  classEscape: (escape: string) => `${escape} is a character class, not an escaped character`,
  octal: (escape: string) => `${escape}: octal escapes are not allowed in a template literal or strict code`,
  namedUnicode: (escape: string) => `${escape}: named characters are not supported; use \\u or \\U`,
  trailingBackslash: 'A backslash ends the text: it escapes nothing',
  textAfterField: 'Text after the closing quote of a field',
} as const;
