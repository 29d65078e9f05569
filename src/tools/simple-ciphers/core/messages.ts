/** The simple ciphers' words (one table, for translation). */
export const CIPHER_MESSAGES = {
  blankEncrypt: 'Please enter text to encrypt',
  blankDecrypt: 'Please enter text to decrypt',
  blankTryAll: 'Please enter text to try every shift on',
  badShift: (shift: string) => `The shift must be a whole number, e.g. 3 or -5, not '${shift}'.`,
  noKey: 'The Vigenère key needs at least one letter (A to Z), e.g. LEMON.',
  tooLong: (chars: string, limit: string) =>
    `The text is too long to encrypt here: ${chars} characters; the most is ${limit}.`,
  noLetters: 'The text has no letters A to Z: every shift gives it back as it is.',
  /** One line of "Try all shifts": its rank, shift, score and the start of the text it gives. */
  candidate: (rank: number, shift: number, score: string, preview: string) =>
    `${String(rank).padStart(2)}. Shift ${String(shift).padStart(2)} (χ² ${score}): ${preview}`,
} as const;
