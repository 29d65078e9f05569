import { faultsOf } from '../../../core/shared/tool-error';

/** The regex tester's own faults (the pattern's are shared/user-regex's); their words are in ../words.ts. */
export interface RegexTesterFaults {
  /** Replace would write `length` characters, past `limit`. */
  replacedTooLong: { length: number; limit: number };
}

export const fault = faultsOf<RegexTesterFaults>('regex-tester');
