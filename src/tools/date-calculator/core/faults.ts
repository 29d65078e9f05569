import { faultsOf } from '../../../core/shared/tool-error';

/** Which date a fault names: the start (Difference), the end (Difference) or the date (the other actions). */
export type DateRole = 'start' | 'end' | 'date';

/** The date calculator's faults and what each carries; their words are in ../words.ts. */
export interface DateFaults {
  badDate: { what: DateRole };
  badPart: { what: DateRole; part: 'year' | 'month'; value: string };
  noDay: { what: DateRole; date: string };
  outOfRange: { date: string };
  durationStart: object;
  durationEmpty: object;
  /** `found`: the character met, or null at the end of the text. */
  durationNumber: { found: string | null };
  durationUnit: { found: string | null; units: readonly string[] };
  durationOrder: { unit: string; units: readonly string[] };
  durationEmptyTime: object;
  durationFraction: object;
  durationTooBig: object;
  timeInDate: object;
  fractionInDate: object;
}

export const fault = faultsOf<DateFaults>('date-calculator');
