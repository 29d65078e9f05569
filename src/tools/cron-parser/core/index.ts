/**
 * A cron expression explained in English (cronstrue) with its next runs and the one before, in a chosen IANA time
 * zone (croner). Runs on a day whose clocks change are named: a time that does not exist (clocks go forward; croner
 * runs it at the change) and a time that happens twice (clocks go back).
 */
import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import { checkFields } from './fields';
import { fault } from './faults';

export { MACROS } from './fields';
export { looksLikeCron } from './looks-like';

export const MAX_CRON_CHARS = 200;
export const RUN_COUNT = 10;

export interface CronOptions {
  timeZone: string;
  /** ISO 8601 start; blank: now. */
  from: string;
}

export const CRON_DEFAULTS: CronOptions = { timeZone: 'UTC', from: '' };

const HOUR_MS = 3_600_000;

/** The zone's offset from UTC at an instant, in minutes. */
function offsetAt(date: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The wall-clock time at an instant in the zone: "Sun 2026-03-29 02:00". */
function wallAt(date: Date, timeZone: string, seconds: boolean): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const time = `${parts.hour}:${parts.minute}${seconds ? `:${parts.second}` : ''}`;
  return `${parts.weekday} ${parts.year}-${parts.month}-${parts.day} ${time}`;
}

const abbreviation = (date: Date, timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')!.value;

/** The zone's abbreviation (EST, BST) where a locale has one, else the offset (GMT+5:45). */
function zoneName(date: Date, timeZone: string): string {
  const american = abbreviation(date, timeZone, 'en-US');
  return american.startsWith('GMT') ? abbreviation(date, timeZone, 'en-GB') : american;
}

const utcOffset = (minutes: number) =>
  `UTC${minutes < 0 ? '-' : '+'}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;

/** A clock change on a run's day: a time that does not exist, run at the change, or one that happens twice. */
export type DstNote = { kind: 'skipped'; time: string } | { kind: 'twice'; time: string; which: 'first' | 'second' };

/** One run on the zone's clock: day, date and time, the zone's abbreviation and offset, its clock change if any. */
export interface CronRun {
  day: string;
  date: string;
  time: string;
  zone: string;
  offset: string;
  note?: DstNote;
}

/** What a run's clock change makes of it, if anything: a skipped time run at the change, or a time that happens twice. */
function dstNote(run: Date, cron: Cron, timeZone: string, seconds: boolean): DstNote | undefined {
  const before = offsetAt(new Date(run.getTime() - 3 * HOUR_MS), timeZone);
  const after = offsetAt(new Date(run.getTime() + 3 * HOUR_MS), timeZone);
  if (before === after) return undefined;
  const wall = wallAt(run, timeZone, seconds);
  if (after > before && !cron.match(run)) return { kind: 'skipped', time: wall.slice(15) };
  if (after < before) {
    const shift = (before - after) * 60_000;
    if (wallAt(new Date(run.getTime() + shift), timeZone, seconds) === wall)
      return { kind: 'twice', time: wall.slice(15), which: 'first' };
    if (wallAt(new Date(run.getTime() - shift), timeZone, seconds) === wall)
      return { kind: 'twice', time: wall.slice(15), which: 'second' };
  }
  return undefined;
}

function runOf(run: Date, cron: Cron, timeZone: string, seconds: boolean): CronRun {
  const [day, date, time] = wallAt(run, timeZone, seconds).split(' ');
  const offset = utcOffset(offsetAt(run, timeZone));
  const note = dstNote(run, cron, timeZone, seconds);
  return { day, date, time, zone: zoneName(run, timeZone), offset, ...(note && { note }) };
}

function checkZone(timeZone: string): string {
  const zone = timeZone.trim() || 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw fault('zone', { zone });
  }
}

/**
 * The years a start may fall in (UTC): croner's year field ends at 9999, past the date range's end (275760) its
 * zone conversion throws, and before year 1000 its walk back reaches two-digit years, which Date.UTC reads as 19xx,
 * and never ends.
 */
export const START_YEARS = { first: 1000, last: 9999 } as const;

function startOf(from: string, now: () => Date): Date {
  if (from.trim() === '') return now();
  const date = new Date(from.trim());
  if (Number.isNaN(date.getTime())) throw fault('from');
  const year = date.getUTCFullYear();
  if (year < START_YEARS.first || year > START_YEARS.last) throw fault('fromRange', { ...START_YEARS, year });
  return date;
}

export interface CronReport {
  /** The explanation, in English (cronstrue's). */
  description: string;
  /** The zone the runs are in, as Intl names it. */
  timeZone: string;
  next: Date[];
  previous: Date | null;
  /** The next runs and the previous one on the zone's clock. */
  runs: CronRun[];
  previousRun: CronRun | null;
}

/** Explains a cron expression and lists its runs. `now` is the clock (a test's fixed one). */
export function parseCron(input: string, options: CronOptions, now = () => new Date()): CronReport {
  const text = input.trim();
  if (text.length > MAX_CRON_CHARS) throw fault('fieldCount', { count: text.split(/\s+/).length });
  const offset = input.length - input.trimStart().length;
  const { pattern, count } = checkFields(text, offset);
  const timeZone = checkZone(options.timeZone);
  const start = startOf(options.from, now);
  let cron: Cron;
  try {
    cron = new Cron(pattern, {
      timezone: timeZone,
      alternativeWeekdays: count === 7,
      mode: count === 7 ? '7-part' : 'auto',
    });
  } catch (error) {
    throw fault('pattern', { reason: (error as Error).message.replace(/^CronPattern: /, '') });
  }
  const description = cronstrue.toString(pattern, { use24HourTimeFormat: true, dayOfWeekStartIndexZero: count !== 7 });
  const seconds = count > 5;
  const next = cron.nextRuns(RUN_COUNT, start);
  const previous = cron.previousRuns(1, start)[0] ?? null;
  const runs = next.map((run) => runOf(run, cron, timeZone, seconds));
  const previousRun = previous && runOf(previous, cron, timeZone, seconds);
  return { description, timeZone, next, previous, runs, previousRun };
}
