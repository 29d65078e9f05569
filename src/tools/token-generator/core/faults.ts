import { faultsOf } from '../../../core/shared/tool-error';

/** The token generator's faults and what each carries; their words are in ../words.ts. */
export interface TokenFaults {
  badLength: { min: number; max: number };
  alphabetTooSmall: object;
  alphabetTooLarge: { max: number };
  /** `char` at 1-based `position` repeats the one at `first`. */
  duplicateCharacter: { char: string; position: number; first: number };
  badPrefix: { char: string; position: number; max: number };
  prefixTooLong: { max: number };
  notUlid: object;
  notObjectId: object;
}

export const fault = faultsOf<TokenFaults>('token-generator');
