/**
 * The date calculator: the difference between two dates (years, months and days; totals; business days), a date
 * plus or minus an ISO 8601 duration (a month's end clamped, and said so), a date's ISO week and day of the year,
 * and an ISO 8601 duration in words. Dates are the proleptic Gregorian calendar of years 1 to 9999, without time
 * zones.
 */
import { addMonths, dateOfDay, dayNumber, daysInMonth, formatDate, inRange, type CivilDate } from './calendar';
import { parseDuration, type Duration, type DurationUnit } from './duration';
import { fault, type DateRole } from './faults';

export { parseDuration, type Duration, type DurationUnit } from './duration';
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

const where = (column: number, input?: string) => ({ line: 1, column, ...(input ? { input } : {}) });

/** A date typed as YYYY-MM-DD; its fault names the part that is wrong, and which date (`what`) it is. */
export function parseDate(text: string, what: DateRole, input?: string): CivilDate {
  const match = DATE.exec(text);
  if (!match?.indices) throw fault('badDate', { what }, where(1, input));
  const [year, month, day] = [2, 3, 4].map((group) => Number(match[group]));
  const column = (group: number) => match.indices![group][0] + 1;
  if (year < 1) throw fault('badPart', { what, part: 'year', value: match[2] }, where(column(2), input));
  if (month < 1 || month > 12)
    throw fault('badPart', { what, part: 'month', value: match[3] }, where(column(3), input));
  if (day < 1 || day > daysInMonth(year, month))
    throw fault('noDay', { what, date: match.slice(2, 5).join('-') }, where(column(4), input));
  return { year, month, day };
}

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

/** A date plus (or minus) the duration of the options, refused where a date cannot take it or leaves the years. */
export function addToDate(text: string, options: DateCalcOptions) {
  const start = parseDate(text, 'date');
  const duration = parseDuration(options.duration);
  const timed = duration.parts.find((part) => (['H', 'TM', 'S'] as DurationUnit[]).includes(part.unit));
  const column = options.duration.indexOf('T') + 1 || options.duration.toUpperCase().indexOf('T') + 1;
  if (timed) throw fault('timeInDate', {}, { line: 1, column, input: 'duration' });
  if (duration.parts.some((part) => part.amount.includes('.')))
    throw fault('fractionInDate', {}, { line: 1, column: 1, input: 'duration' });
  const added = addDuration(start, duration, options.direction === 'subtract');
  if (!inRange(added.date) || !inRange(added.stepped)) throw fault('outOfRange', { date: formatDate(added.date) });
  return { start, ...added };
}
