/** The Base32 / Base58 / Ascii85 / Base45 encoder's words (one table, for translation). */
export const BASE_ENCODER_MESSAGES = {
  invalidTitle: (format: string) => `Invalid ${format}`,
  tooLongTitle: 'Input too long',
  notInAlphabet: (char: string, position: number, format: string) =>
    `${char} at position ${position} is not in the ${format} alphabet.`,
  badLength: () => `The last characters do not make whole bytes: a character is missing or extra.`,
  notCanonical: (format: string) =>
    `The last character carries bits past the end of the bytes: this is not ${format} as an encoder writes it.`,
  zAt: (position: number) =>
    `'z' at position ${position} is inside a group: it stands only for a whole group of zeros.`,
  overflow: (position: number) => `The group at position ${position} is larger than 4 bytes can hold.`,
  lonelyChar: (position: number) => `The last group, at position ${position}, has one character: it needs two or more.`,
  base45Overflow: (position: number) => `The group at position ${position} is larger than its bytes can hold.`,
  z85Length: (chars: number) => `Z85 is read in groups of 5 characters: ${chars} is not a multiple of 5.`,
  z85Bytes: (bytes: number) => `Z85 encodes whole groups of 4 bytes: these are ${bytes} bytes, not a multiple of 4.`,
  checksumShort: 'Base58Check needs at least 4 bytes: its checksum is the last 4.',
  checksumMismatch:
    'The checksum does not match: the last 4 bytes are not the start of the double SHA-256 of the others. A character may be mistyped.',
  base58Limit: (limit: string, what: string) =>
    `Base58 takes time growing with the square of the length: up to ${limit} here (this is ${what}).`,
  notUtf8: (bytes: number) =>
    `These ${bytes} bytes are not UTF-8 text: they are shown as hex. Download saves the bytes themselves.`,
  hexHead: (shown: string, bytes: string) =>
    `These ${bytes} are not UTF-8 text: the first ${shown} are shown as hex. Download saves all the bytes.`,
} as const;
