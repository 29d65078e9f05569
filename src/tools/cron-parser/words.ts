/** The cron expression parser's words (one table, for translation): its faults, its result and its editor. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault, type CronField, type CronFieldWhy } from './core/faults';

export const CRON_MESSAGES = {
  invalidTitle: 'Invalid cron expression',
  zoneTitle: 'Unknown time zone',
  zone: (zone: string) => `“${zone}” is not an IANA time zone (e.g. Europe/London, America/New_York, UTC).`,
  fromTitle: 'Invalid start',
  from: 'The start is an ISO 8601 date and time, e.g. 2026-03-29T00:00Z (blank: now).',
  fromRange: (first: number, last: number, year: number) =>
    `Runs are listed from a start in the years ${first} to ${last} (UTC); this one is in ${year}.`,
  fieldCount: (count: number) =>
    `A cron expression has 5 fields (minute hour day-of-month month day-of-week), 6 with seconds first or 7 with a year last; this has ${count}.`,
  reboot: '@reboot runs once at start-up: it has no schedule to list.',
  unknownMacro: (macro: string) =>
    `${macro} is not a cron macro: use @yearly, @annually, @monthly, @weekly, @daily, @midnight or @hourly.`,
  badField: (field: string, value: string, why: string) => `${field} field: “${value}” ${why}.`,
  outOfRange: (low: number, high: number) => `is out of range (${low}-${high})`,
  badSyntax: 'is not a value, a range, a list or a step of this field',
  onlyHere: (what: string) => `uses ${what}, which only the day-of-month and day-of-week fields take`,
  heading: (count: number, zone: string) => `Next ${count} runs in ${zone}`,
  runColumns: ['Day', 'Date', 'Time', 'Zone', 'Offset', 'Note'],
  previous: 'Previous run',
  none: 'none',
  skipped: (wall: string) =>
    `the scheduled time does not exist on this day (clocks go forward): it runs at the change, ${wall}`,
  twice: (wall: string, which: string) => `${wall} happens twice on this day (clocks go back): this is the ${which}`,
  editor: {
    heading: 'Field by field',
    presets: 'Presets',
    fields: ['Minute', 'Hour', 'Day of month', 'Month', 'Day of week'],
    onlyFive: 'The field editor edits 5-field expressions; this one has seconds, a year or is a macro.',
  },
  /** A refusal beside the one-line field, with the column of the field at fault. */
  atColumn: (message: string, column: number) => `${message} (column ${column})`,
  first: 'first',
  second: 'second',
} as const;

/** Common schedules, offered as presets. */
export const PRESETS: readonly { label: string; expression: string }[] = [
  { label: 'Every minute', expression: '* * * * *' },
  { label: 'Every 5 minutes', expression: '*/5 * * * *' },
  { label: 'Hourly', expression: '0 * * * *' },
  { label: 'Daily at midnight', expression: '0 0 * * *' },
  { label: 'Weekdays at 09:00', expression: '0 9 * * 1-5' },
  { label: 'Sundays at midnight', expression: '0 0 * * 0' },
  { label: 'Monthly on the 1st', expression: '0 0 1 * *' },
  { label: 'Yearly on 1 January', expression: '0 0 1 1 *' },
];

/** Each field as a fault names it. */
const FIELD_NAMES: Record<CronField, string> = {
  second: 'Second',
  minute: 'Minute',
  hour: 'Hour',
  dayOfMonth: 'Day-of-month',
  month: 'Month',
  dayOfWeek: 'Day-of-week',
  year: 'Year',
};

const M = CRON_MESSAGES;

const whyWords = (why: CronFieldWhy) =>
  why.kind === 'outOfRange'
    ? M.outOfRange(why.low, why.high)
    : why.kind === 'badSyntax'
      ? M.badSyntax
      : M.onlyHere('?, L, W or #');

const title = M.invalidTitle;

export const CRON_FAULTS = defineFaultWords(fault, {
  fieldCount: { title, description: ({ count }) => M.fieldCount(count) },
  reboot: { title, description: M.reboot },
  unknownMacro: { title, description: ({ macro }) => M.unknownMacro(macro) },
  badField: { title, description: ({ field, value, why }) => M.badField(FIELD_NAMES[field], value, whyWords(why)) },
  pattern: { title, description: ({ reason }) => reason },
  zone: { title: M.zoneTitle, description: ({ zone }) => M.zone(zone) },
  from: { title: M.fromTitle, description: M.from },
  fromRange: { title: M.fromTitle, description: ({ first, last, year }) => M.fromRange(first, last, year) },
});
