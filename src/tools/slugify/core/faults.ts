import { faultsOf } from '../../../core/shared/tool-error';

/** The slug generator's faults and what each carries; their words are in ../words.ts. */
export interface SlugifyFaults {
  badMaxLength: { limit: number };
  tooLong: { chars: number; limit: number };
}

export const fault = faultsOf<SlugifyFaults>('slugify');
