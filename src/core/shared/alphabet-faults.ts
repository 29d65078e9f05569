import { faultsOf } from './tool-error';

/** The alphabet check's fault; its words are in src/ui/words/alphabet.ts. */
export interface AlphabetFaults {
  /** `char` as found, `position` 1-based in characters, `format` the encoding's name ('Base32'). */
  notInAlphabet: { char: string; position: number; format: string };
}

export const alphabetFault = faultsOf<AlphabetFaults>('alphabet');
