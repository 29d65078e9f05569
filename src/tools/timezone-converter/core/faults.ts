import { faultsOf } from '../../../core/shared/tool-error';

/** The converter's faults and what each carries; their words are in ../words.ts. */
export interface TimezoneFaults {
  badTime: object;
  badPart: { part: 'year' | 'month' | 'hour' | 'minute' | 'second'; value: string; low: number; high: number };
  noDay: { date: string };
  badZone: { zone: string };
  tooManyZones: { limit: number };
  noZones: object;
  gap: { time: string; zone: string; date: string; from: string; to: string };
}

export const fault = faultsOf<TimezoneFaults>('timezone-converter');
