/** The words of the alphabet check's fault (src/core/shared/alphabet-check.ts). */
import { shownChar } from '../../core/shared/alphabet-check';
import { alphabetFault } from '../../core/shared/alphabet-faults';
import { defineFaultWords } from '../../core/shared/fault-words';

export const ALPHABET_FAULTS = defineFaultWords(alphabetFault, {
  notInAlphabet: {
    title: ({ format }) => `Invalid ${format}`,
    description: ({ char, position, format }) =>
      `${shownChar(char)} at position ${position} is not in the ${format} alphabet.`,
  },
});
