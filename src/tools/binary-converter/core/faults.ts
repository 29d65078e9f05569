import { faultsOf } from '../../../core/shared/tool-error';

/** The binary converter's faults and what each carries; their words are in ../words.ts. */
export interface BinaryFaults {
  empty: object;
  invalid: object;
  /** The most characters taken at a time. */
  tooLong: { limit: number };
}

export const fault = faultsOf<BinaryFaults>('binary-converter');
