/** The simple ciphers' words (one table, for translation). */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatCount } from '../../core/shared/format';
import { fault } from './core/faults';

export const CIPHER_TEXTS = {
  blankEncrypt: 'Please enter text to encrypt',
  blankDecrypt: 'Please enter text to decrypt',
  blankTryAll: 'Please enter text to try every shift on',
  /** One line of "Try all shifts": its rank, shift, score and the start of the text it gives. */
  candidate: (rank: number, shift: number, score: string, preview: string) =>
    `${String(rank).padStart(2)}. Shift ${String(shift).padStart(2)} (χ² ${score}): ${preview}`,
} as const;

export const CIPHER_FAULTS = defineFaultWords(fault, {
  blankEncrypt: { title: CIPHER_TEXTS.blankEncrypt },
  blankDecrypt: { title: CIPHER_TEXTS.blankDecrypt },
  blankTryAll: { title: CIPHER_TEXTS.blankTryAll },
  badShift: { title: ({ shift }) => `The shift must be a whole number, e.g. 3 or -5, not '${shift}'.` },
  noKey: { title: 'The Vigenère key needs at least one letter (A to Z), e.g. LEMON.' },
  tooLong: {
    title: ({ chars, limit }) =>
      `The text is too long to encrypt here: ${formatCount(chars)} characters; the most is ${formatCount(limit)}.`,
  },
  noLetters: { title: 'The text has no letters A to Z: every shift gives it back as it is.' },
});
