import { faultsOf } from '../../../core/shared/tool-error';

/** The Roman numeral converter's faults and what each carries (letters as typed); their words are in ../words.ts. */
export interface RomanFaults {
  blank: object;
  tooLong: { max: number };
  badLetter: { letter: string };
  repeatedFour: { letter: string; fix: string };
  tooManyM: object;
  fiveRepeated: { letter: string; fix: string };
  neverSubtracted: { small: string; large: string };
  /** `allowed`: the letters `small` may stand before. */
  subtractedFrom: { small: string; large: string; allowed: readonly string[] };
  oneSubtracted: { small: string; large: string };
  outOfOrder: { token: string; previous: string };
  notWhole: object;
  zero: object;
  tooBig: object;
}

export const fault = faultsOf<RomanFaults>('roman-numerals');
