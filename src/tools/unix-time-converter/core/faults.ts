import { faultsOf } from '../../../core/shared/tool-error';

/** The Unix time converter's faults (none carries anything); their words, the spec's, are in ../words.ts. */
export interface UnixTimeFaults {
  timestampInput: object;
  timestampRange: object;
  emptyDate: object;
  dateFormat: object;
}

export const fault = faultsOf<UnixTimeFaults>('unix-time-converter');
