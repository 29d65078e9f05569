import { faultsOf } from '../../../core/shared/tool-error';

/** The NATO phonetic alphabet's faults and what each carries; their words are in ../words.ts. */
export interface NatoFaults {
  blankText: object;
  blankWords: object;
  tooLong: { chars: number; limit: number };
}

export const fault = faultsOf<NatoFaults>('nato-alphabet');
