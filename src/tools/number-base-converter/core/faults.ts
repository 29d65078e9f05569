import { faultsOf } from '../../../core/shared/tool-error';

/** The number base converter's fault; its words are in ../words.ts. */
export interface NumberBaseFaults {
  /** Not a whole number in the base read from. */
  invalid: object;
}

export const fault = faultsOf<NumberBaseFaults>('number-base-converter');
