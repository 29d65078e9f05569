import { faultsOf } from '../../../core/shared/tool-error';

/** The Morse code translator's faults and what each carries; their words are in ../words.ts. */
export interface MorseFaults {
  blankText: object;
  blankMorse: object;
  tooLong: { chars: number; limit: number };
}

export const fault = faultsOf<MorseFaults>('morse-code');
