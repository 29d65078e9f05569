/** The date calculator's results in words: the difference, the new date, the ISO week and a duration read aloud. */
import { recordOf, rowsOf, type Structured, type StructuredBlock } from '../../core/shared/structured';
import {
  addMonths,
  addToDate,
  businessDays,
  calendarDifference,
  dayNumber,
  dayOfYear,
  daysInYear,
  formatDate,
  isoWeek,
  isoWeekday,
  isoWeeksIn,
  parseDate,
  parseDuration,
  type CivilDate,
  type DateCalcOptions,
  type Duration,
  type DurationUnit,
} from './core';
import { DATE_MESSAGES, MONTH_NAMES, UNIT_WORDS, WEEKDAY_NAMES } from './words';

const weekdayName = (date: CivilDate) => WEEKDAY_NAMES[isoWeekday(date) - 1];

/** '3 days', '1 year', '1.5 hours'. */
const amountWords = (amount: string | number, unit: DurationUnit) =>
  `${amount} ${UNIT_WORDS[unit][String(amount) === '1' ? 0 : 1]}`;

/** 'a, b and c'. */
function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A duration in words: '1 year, 2 months, 3 days and 4 hours' (negative ones say so). */
export function durationWords({ negative, parts }: Duration): string {
  const words = listWords(parts.map(({ unit, amount }) => amountWords(amount, unit)));
  return negative ? `${DATE_MESSAGES.negative}${words}` : words;
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
  const start = parseDate(text, 'start');
  const end = parseDate(options.end, 'end', 'end');
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

/** The Add or subtract action's text. */
export function addText(text: string, options: DateCalcOptions): string {
  const { start, date, months, clamped, stepped } = addToDate(text, options);
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
