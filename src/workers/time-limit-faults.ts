import { faultsOf } from '../core/shared/tool-error';

/** A user regex's job stopped at its time limit; the words are in src/ui/words/regex-time-limit.ts. */
export interface RegexTimeLimitFaults {
  tooSlow: object;
}

export const regexTimeLimitFault = faultsOf<RegexTimeLimitFaults>('regex-time-limit');
