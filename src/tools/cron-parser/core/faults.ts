import { faultsOf } from '../../../core/shared/tool-error';

/** A cron field, as a fault names it. */
export type CronField = 'second' | 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek' | 'year';

/** Why one field is wrong: out of its range (low-high), not a form it takes, or a form only the day fields take. */
export type CronFieldWhy =
  { kind: 'outOfRange'; low: number; high: number } | { kind: 'badSyntax' } | { kind: 'onlyHere' };

/** The cron parser's faults and what each carries; their words are in ../words.ts. */
export interface CronFaults {
  fieldCount: { count: number };
  reboot: object;
  unknownMacro: { macro: string };
  badField: { field: CronField; value: string; why: CronFieldWhy };
  /** croner's own message (English, not ours). */
  pattern: { reason: string };
  zone: { zone: string };
  from: object;
  fromRange: { first: number; last: number; year: number };
}

export const fault = faultsOf<CronFaults>('cron-parser');
