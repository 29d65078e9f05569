/**
 * The date calculator: the difference between two dates (years, months and days; totals; business days), a date
 * plus or minus an ISO 8601 duration (a month's end clamped, and said so), a date's ISO week and day of the year,
 * and an ISO 8601 duration in words. Dates are the proleptic Gregorian calendar of years 1 to 9999, without time
 * zones.
 */
import { recordOf, rowsOf, type Structured, type StructuredBlock } from '../../../core/shared/structured';
import { ToolError } from '../../../core/shared/tool-error';
import {
  addMonths,
  dateOfDay,
  dayNumber,
  dayOfYear,
  daysInMonth,
  daysInYear,
  formatDate,
  inRange,
  isoWeek,
  isoWeekday,
  isoWeeksIn,
  type CivilDate,
} from './calendar';
import { amountWords, durationWords, listWords, parseDuration, type Duration } from './duration';
import { DATE_MESSAGES, MONTH_NAMES, WEEKDAY_NAMES } from '../words';

export { parseDuration, durationWords, type Duration } from './duration';
export { DATE_MESSAGES } from '../words';
export * from './calendar';

export interface DateCalcOptions {
  /** The difference's end date. */
  end: string;
  /** The duration added or subtracted. */
  duration: string;
  direction: 'add' | 'subtract';
}

export const DATE_DEFAULTS: DateCalcOptions = { end: '', duration: 'P1M', direction: 'add' };

const DATE = /^(\s*)(\d{4})-(\d{2})-(\d{2})\s*$/d;

const dateFault = (description: string, column: number, input?: string) =>
  new ToolError(DATE_MESSAGES.badDateTitle, description, { line: 1, column, ...(input ? { input } : {}) });

/** A date typed as YYYY-MM-DD; a ToolError names the part that is wrong. `what`: 'start date', 'end date'… */
export function parseDate(text: string, what: string, input?: string): CivilDate {
  const match = DATE.exec(text);
  if (!match?.indices) throw dateFault(DATE_MESSAGES.badDate(what), 1, input);
  const [year, month, day] = [2, 3, 4].map((group) => Number(match[group]));
  const column = (group: number) => match.indices![group][0] + 1;
  if (year < 1) throw dateFault(DATE_MESSAGES.badPart(what, 'year', match[2], 'from 0001 to 9999'), column(2), input);
  if (month < 1 || month > 12)
    throw dateFault(DATE_MESSAGES.badPart(what, 'month', match[3], 'from 01 to 12'), column(3), input);
  if (day < 1 || day > daysInMonth(year, month))
    throw dateFault(DATE_MESSAGES.noDay(what, match.slice(2, 5).join('-')), column(4), input);
  return { year, month, day };
}

const weekdayName = (date: CivilDate) => WEEKDAY_NAMES[isoWeekday(date) - 1];

/** Years, months and days from `start` to `end`, counted forward (or back, when `end` is before it). */
export interface CalendarDifference {
  sign: 1 | -1;
  years: number;
  months: number;
  days: number;
  /** The whole months reached a day past a month's end, and took its last day (2024-01-31 + 1 month = 02-29). */
  clamped: boolean;
}

/**
 * The most whole months from `start` not passing `end`, then the days left: so `start` plus (or minus) the months,
 * then the days, is `end` again (Python's dateutil relativedelta counts the same way).
 */
export function calendarDifference(start: CivilDate, end: CivilDate): CalendarDifference {
  const from = dayNumber(start);
  const to = dayNumber(end);
  const sign = to < from ? -1 : 1;
  let months = (end.year - start.year) * 12 + (end.month - start.month);
  months = Math.abs(months) + 1;
  const passes = (stepped: number) => sign * (dayNumber(addMonths(start, sign * stepped).date) - to) > 0;
  while (months > 0 && passes(months)) months--;
  const reached = addMonths(start, sign * months);
  return {
    sign,
    years: Math.floor(months / 12),
    months: months % 12,
    days: Math.abs(to - dayNumber(reached.date)),
    clamped: reached.clamped,
  };
}

/** Monday to Friday from `start` up to `end` (the start counted, the end not); negative, from `end` up to `start`, when `end` is before. */
export function businessDays(start: CivilDate, end: CivilDate): number {
  const from = dayNumber(start);
  const to = dayNumber(end);
  if (to < from) return -businessDays(end, start);
  // Days since a Monday: whole weeks give five each, the rest is counted.
  const weekdaysBefore = (days: number) => {
    const sinceMonday = days + 3; // 1970-01-01 was a Thursday, three days after a Monday.
    const weeks = Math.floor(sinceMonday / 7);
    return weeks * 5 + Math.min(sinceMonday - weeks * 7, 5);
  };
  return weekdaysBefore(to) - weekdaysBefore(from);
}

const number = (n: number) => n.toLocaleString('en-US');

const clampNote = (start: CivilDate, months: number, landed: CivilDate) => {
  const sign = months < 0 ? '-' : '+';
  const amount = `${sign} ${listWords(
    [
      Math.floor(Math.abs(months) / 12) && amountWords(Math.floor(Math.abs(months) / 12), 'Y'),
      Math.abs(months) % 12 && amountWords(Math.abs(months) % 12, 'M'),
    ].filter((part): part is string => typeof part === 'string'),
  )}`;
  return DATE_MESSAGES.clamped(formatDate(start), amount, formatDate(landed), start.day, MONTH_NAMES[landed.month - 1]);
};

const note = (text: string): StructuredBlock => ({ kind: 'note', text });

/** The Difference action's record: the span in calendar units, days, weeks, hours and business days. */
export function differenceRecord(text: string, options: DateCalcOptions): Structured {
  const start = parseDate(text, 'start date');
  const end = parseDate(options.end, 'end date', 'end');
  const diff = calendarDifference(start, end);
  const days = dayNumber(end) - dayNumber(start);
  const size = Math.abs(days);
  const calendar = listWords(
    [
      diff.years ? amountWords(diff.years, 'Y') : '',
      diff.months ? amountWords(diff.months, 'M') : '',
      diff.days ? amountWords(diff.days, 'D') : '',
    ].filter(Boolean),
  );
  const weeks = listWords(
    [
      Math.floor(size / 7) ? amountWords(number(Math.floor(size / 7)), 'W') : '',
      size % 7 ? amountWords(size % 7, 'D') : '',
    ].filter(Boolean),
  );
  const fromTo = DATE_MESSAGES.fromTo(formatDate(start), weekdayName(start), formatDate(end), weekdayName(end));
  const blocks: StructuredBlock[] = [
    note(fromTo),
    ...(days < 0 ? [note(DATE_MESSAGES.before)] : []),
    {
      kind: 'rows',
      rows: rowsOf([
        [DATE_MESSAGES.calendar, days === 0 ? DATE_MESSAGES.sameDay : calendar],
        [DATE_MESSAGES.total, amountWords(number(size), 'D')],
        [DATE_MESSAGES.inWeeks, weeks || amountWords(0, 'W')],
        [DATE_MESSAGES.inHours, amountWords(number(size * 24), 'H')],
        [DATE_MESSAGES.businessDays, number(Math.abs(businessDays(start, end)))],
      ]),
    },
    note(DATE_MESSAGES.businessDaysNote),
  ];
  if (diff.clamped) {
    const months = diff.sign * (diff.years * 12 + diff.months);
    blocks.push(note(clampNote(start, months, addMonths(start, months).date)));
  }
  return blocks;
}

const whole = (part: { amount: string }) => Number(part.amount);

/** `start` plus (or minus) a duration's years and months, then its weeks and days. */
export function addDuration(start: CivilDate, duration: Duration, subtract: boolean) {
  const sign = (duration.negative ? -1 : 1) * (subtract ? -1 : 1);
  const sum = (units: readonly string[], scale: (unit: string) => number) =>
    duration.parts
      .filter((part) => units.includes(part.unit))
      .reduce((total, part) => total + whole(part) * scale(part.unit), 0);
  const months = sign * sum(['Y', 'M'], (unit) => (unit === 'Y' ? 12 : 1));
  const days = sign * sum(['W', 'D'], (unit) => (unit === 'W' ? 7 : 1));
  const stepped = addMonths(start, months);
  return { date: dateOfDay(dayNumber(stepped.date) + days), months, clamped: stepped.clamped, stepped: stepped.date };
}

/** The Add or subtract action's text. */
export function addText(text: string, options: DateCalcOptions): string {
  const start = parseDate(text, 'date');
  const duration = parseDuration(options.duration);
  const timed = duration.parts.find((part) => ['H', 'TM', 'S'].includes(part.unit));
  const column = options.duration.indexOf('T') + 1 || options.duration.toUpperCase().indexOf('T') + 1;
  if (timed)
    throw new ToolError(DATE_MESSAGES.badDurationTitle, DATE_MESSAGES.timeInDate, {
      line: 1,
      column,
      input: 'duration',
    });
  if (duration.parts.some((part) => part.amount.includes('.')))
    throw new ToolError(DATE_MESSAGES.badDurationTitle, DATE_MESSAGES.fractionInDate, {
      line: 1,
      column: 1,
      input: 'duration',
    });
  const { date, months, clamped, stepped } = addDuration(start, duration, options.direction === 'subtract');
  if (!inRange(date) || !inRange(stepped))
    throw new ToolError(DATE_MESSAGES.badDateTitle, DATE_MESSAGES.outOfRange(formatDate(date)));
  const lines = [DATE_MESSAGES.result(formatDate(date), weekdayName(date))];
  if (clamped) lines.push('', clampNote(start, months, stepped));
  return `${lines.join('\n')}\n`;
}

/** The ISO week action's record: the date's ISO week, weekday number and day of the year. */
export function weekRecord(text: string): Structured {
  const date = parseDate(text, 'date');
  const { weekYear, week } = isoWeek(date);
  return recordOf(
    rowsOf([
      [DATE_MESSAGES.date, DATE_MESSAGES.result(formatDate(date), weekdayName(date))],
      [DATE_MESSAGES.isoWeek, DATE_MESSAGES.isoWeekCode(weekYear, week)],
      [DATE_MESSAGES.weekOfYear, DATE_MESSAGES.ofYear(week, weekYear)],
      [DATE_MESSAGES.dayOfWeek, String(isoWeekday(date))],
      [DATE_MESSAGES.dayOfYear, DATE_MESSAGES.ofYear(dayOfYear(date), daysInYear(date.year))],
      [DATE_MESSAGES.weeksInYear(weekYear), String(isoWeeksIn(weekYear))],
    ]),
  );
}

/** The Duration action's text. */
export const durationText = (text: string): string => `${durationWords(parseDuration(text))}\n`;

/** The tool's actions by id: a record (Difference, ISO week) or a line of text. */
export const DATE_ACTIONS: Readonly<Record<string, (text: string, options: DateCalcOptions) => string | Structured>> = {
  difference: differenceRecord,
  add: addText,
  week: weekRecord,
  duration: durationText,
};
