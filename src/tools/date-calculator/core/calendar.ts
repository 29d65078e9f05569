/**
 * The proleptic Gregorian calendar of years 1 to 9999 (Python's `date`): days counted from 1970-01-01 and back, by
 * Howard Hinnant's days_from_civil, so no Date object and no time zone is involved.
 */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1];

export const daysInYear = (year: number) => (isLeapYear(year) ? 366 : 365);

/** Days since 1970-01-01 (negative before it). */
export function dayNumber({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The date of a day number. */
export function dateOfDay(days: number): CivilDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 1 for Monday to 7 for Sunday (ISO). 1970-01-01 was a Thursday. */
export const isoWeekday = (date: CivilDate) => ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;

/** The day of the year, 1 to 366. */
export const dayOfYear = (date: CivilDate) => dayNumber(date) - dayNumber({ year: date.year, month: 1, day: 1 }) + 1;

/** The ISO week: the week's year (which may be the next or the last one) and its number, 1 to 53. */
export function isoWeek(date: CivilDate): { weekYear: number; week: number } {
  // The week's Thursday decides its year.
  const thursday = dateOfDay(dayNumber(date) + 4 - isoWeekday(date));
  return { weekYear: thursday.year, week: Math.floor((dayOfYear(thursday) - 1) / 7) + 1 };
}

/** How many ISO weeks a week-year has (52 or 53): the week of its 28 December. */
export const isoWeeksIn = (weekYear: number) => isoWeek({ year: weekYear, month: 12, day: 28 }).week;

/** The date `months` months on (or back), its day kept or, past the month's end, the month's last day. */
export function addMonths(date: CivilDate, months: number): { date: CivilDate; clamped: boolean } {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = daysInMonth(year, month);
  return { date: { year, month, day: Math.min(date.day, last) }, clamped: date.day > last };
}

const two = (n: number) => String(n).padStart(2, '0');

/** '2024-01-31'. */
export const formatDate = ({ year, month, day }: CivilDate) =>
  `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;

export const inRange = ({ year }: CivilDate) => year >= 1 && year <= 9999;
