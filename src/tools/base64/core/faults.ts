import { faultsOf } from '../../../core/shared/tool-error';

/** Where in the whole text a decoding fault is (1-based), as the editor and the words place it. */
export interface Base64Place {
  line: number;
  column: number;
}

/**
 * The Base64 encoder's and decoder's faults and what each carries; their words are in ../words.ts. `char` is the
 * offending character (a whole code point) as it is in the text.
 */
export interface Base64Faults {
  /** Text that cannot be UTF-8 (a lone surrogate). */
  encode: object;
  /** A text that does not decode, with nothing more known. */
  decode: object;
  invalidCharacter: Base64Place & { char: string };
  misplacedPadding: Base64Place & { char: string };
  afterPadding: Base64Place & { char: string };
  /** A last group of 4 with a single character. */
  lengthProblem: Base64Place & { char: string };
  /** A data URL's '%' without two hexadecimal digits. */
  badPercentEscape: Base64Place;
}

export const fault = faultsOf<Base64Faults>('base64');
