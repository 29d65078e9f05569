/** The Punycode / IDN converter's words (one table, for translation). */
export const PUNYCODE_MESSAGES = {
  invalidTitle: 'Invalid domain',
  invalidPunycode: 'Invalid punycode',
  notBasic: (char: string, position: number) =>
    `${char} at position ${position} is not ASCII: the part before the last hyphen must be.`,
  badDigit: (char: string, position: number) => `${char} at position ${position} is not a punycode digit (a-z, 0-9).`,
  truncated: 'it ends in the middle of a number: a character is missing.',
  overflow: 'a number is too large: this is not punycode an encoder writes.',
  pastUnicode: 'it decodes to a code point past U+10FFFF.',
  label: (label: string, fault: string) => `Label '${label}': ${fault}`,
  emptyLabel: 'A label is empty: two dots in a row, or a dot at the start.',
  labelTooLong: (length: number) => `its ASCII form is ${length} characters, more than 63.`,
  domainTooLong: (length: number) => `The domain's ASCII form is ${length} characters, more than 253.`,
  forbidden: (char: string) => `${char} is not allowed in a domain name.`,
  refused: 'the URL standard (IDNA, UTS #46) refuses it: a character that is not allowed, or hyphens in a wrong place.',
  notCanonical: (ascii: string) => `it decodes, but is not in the canonical form (that would be ${ascii}).`,
  localPart: (local: string) =>
    `The local part '${local}' (before @) is not converted: an international local part needs SMTPUTF8 mail, not punycode.`,
  lookAlike: (label: string, scripts: string) =>
    `Possible look-alike: '${label}' mixes ${scripts}. Letters from different scripts can look the same.`,
  and: (names: readonly string[]) =>
    names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`,
  tooManyLines: (limit: string) => `Up to ${limit} lines at once.`,
  lineTooLong: (limit: string) => `A line is longer than ${limit} characters: one domain or label a line.`,
  tooManyChars: (limit: string) => `Up to ${limit} characters at once.`,
  tooLongTitle: 'Input too long',
} as const;
