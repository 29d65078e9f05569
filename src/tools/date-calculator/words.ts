/** The date calculator's words (one module, for translation): its faults, results, units, weekdays and months. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault, type DateRole } from './core/faults';

export const DATE_MESSAGES = {
  badDateTitle: 'Invalid date',
  badDate: (what: string) => `Type the ${what} as YYYY-MM-DD, e.g. 2024-01-31.`,
  badPart: (what: string, part: string, value: string, range: string) =>
    `In the ${what}, the ${part} ${value} is not ${range}.`,
  noDay: (what: string, date: string) => `The ${what} ${date} is not a day of the calendar.`,
  outOfRange: (date: string) => `The result ${date} is outside the years 1 to 9999.`,
  badDurationTitle: 'Invalid ISO 8601 duration',
  durationStart: "A duration starts with 'P' (for period), e.g. P1Y2M3DT4H.",
  durationEmpty: "A duration needs at least one number and unit after 'P', e.g. P3D.",
  durationNumber: (found: string) => `Expected a number here, found ${found}.`,
  durationUnit: (found: string, units: string) => `Expected a unit (${units}) after the number, found ${found}.`,
  durationOrder: (unit: string, units: string) => `${unit} is out of order or repeated: the order is ${units}.`,
  durationEmptyTime: "'T' must be followed by hours, minutes or seconds, e.g. PT4H.",
  durationFraction: 'Only the last number of a duration may have a fraction.',
  durationTooBig: 'A number of the duration is too large (more than 9 digits).',
  endOfText: 'the end of the text',
  timeInDate:
    "A date has no time of day: this duration's part after 'T' (hours, minutes, seconds) cannot be added to it.",
  fractionInDate: 'Years, months, weeks and days are added whole: this duration has a fraction.',
  // Results.
  fromTo: (start: string, startDay: string, end: string, endDay: string) =>
    `From ${start} (${startDay}) to ${end} (${endDay}):`,
  before: 'The end is before the start: counted back from the start.',
  calendar: 'Calendar',
  total: 'Total',
  inWeeks: 'In weeks',
  inHours: 'In hours',
  businessDays: 'Business days',
  businessDaysNote: 'Business days: Monday to Friday, the earlier date counted, the later not.',
  clamped: (date: string, amount: string, landed: string, day: number, monthName: string) =>
    `Note: ${date} ${amount} is ${landed}, the month's last day: ${monthName} has no day ${day}.`,
  result: (date: string, weekday: string) => `${date} (${weekday})`,
  sameDay: 'The same day',
  date: 'Date',
  isoWeek: 'ISO week',
  isoWeekCode: (weekYear: number, week: number) => `${weekYear}-W${String(week).padStart(2, '0')}`,
  weekOfYear: 'Week of the year',
  ofYear: (nth: number, of: number) => `${nth} of ${of}`,
  dayOfWeek: 'Day of the week',
  dayOfYear: 'Day of the year',
  weeksInYear: (weekYear: number) => `ISO weeks in ${weekYear}`,
  negative: 'minus ',
} as const;

export const UNIT_WORDS = {
  Y: ['year', 'years'],
  M: ['month', 'months'],
  W: ['week', 'weeks'],
  D: ['day', 'days'],
  H: ['hour', 'hours'],
  TM: ['minute', 'minutes'],
  S: ['second', 'seconds'],
} as const;

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Each date as a fault names it. */
const DATE_NAMES: Record<DateRole, string> = { start: 'start date', end: 'end date', date: 'date' };
const PART_RANGES = { year: 'from 0001 to 9999', month: 'from 01 to 12' } as const;

const M = DATE_MESSAGES;
const found = (character: string | null) => (character === null ? M.endOfText : `'${character}'`);
const dateTitle = M.badDateTitle;
const title = M.badDurationTitle;

export const DATE_FAULTS = defineFaultWords(fault, {
  badDate: { title: dateTitle, description: ({ what }) => M.badDate(DATE_NAMES[what]) },
  badPart: {
    title: dateTitle,
    description: ({ what, part, value }) => M.badPart(DATE_NAMES[what], part, value, PART_RANGES[part]),
  },
  noDay: { title: dateTitle, description: ({ what, date }) => M.noDay(DATE_NAMES[what], date) },
  outOfRange: { title: dateTitle, description: ({ date }) => M.outOfRange(date) },
  durationStart: { title, description: M.durationStart },
  durationEmpty: { title, description: M.durationEmpty },
  durationNumber: { title, description: (p) => M.durationNumber(found(p.found)) },
  durationUnit: { title, description: (p) => M.durationUnit(found(p.found), p.units.join(', ')) },
  durationOrder: { title, description: ({ unit, units }) => M.durationOrder(unit, units.join(', ')) },
  durationEmptyTime: { title, description: M.durationEmptyTime },
  durationFraction: { title, description: M.durationFraction },
  durationTooBig: { title, description: M.durationTooBig },
  timeInDate: { title, description: M.timeInDate },
  fractionInDate: { title, description: M.fractionInDate },
});
