/** The time zone converter's words, one catalogue: its faults, its results and its view. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

const BAD_TIME = 'Invalid date and time';
const BAD_ZONE = 'Unknown time zone';

export const TZ_FAULTS = defineFaultWords(fault, {
  badTime: { title: BAD_TIME, description: 'Type a date and time as 2026-03-08 14:30 (seconds optional: 14:30:15).' },
  badPart: {
    title: BAD_TIME,
    description: ({ part, value, low, high }) => `The ${part} ${value} is not from ${low} to ${high}.`,
  },
  noDay: { title: BAD_TIME, description: ({ date }) => `${date} is not a day of the calendar.` },
  badZone: { title: BAD_ZONE, description: ({ zone }) => badZone(zone) },
  tooManyZones: { title: BAD_ZONE, description: ({ limit }) => `Up to ${limit} time zones at once.` },
  noZones: { title: BAD_ZONE, description: 'Add a time zone to convert to.' },
  /** "02:30 does not exist in America/New_York on 2026-03-08: clocks jump from 02:00 to 03:00". */
  gap: {
    title: 'This time does not exist',
    description: ({ time, zone, date, from, to }) =>
      `${time} does not exist in ${zone} on ${date}: clocks jump from ${from} to ${to}.`,
  },
});

function badZone(name: string) {
  return `'${name}' is not an IANA time zone this browser knows. Pick one from the list, e.g. Europe/London.`;
}

/** The words of a conversion's result. */
export const TZ_RESULT = {
  badZone,
  twice: (time: string, zone: string, date: string, from: string, to: string) =>
    `${time} happens twice in ${zone} on ${date}: clocks go back from ${from} to ${to}.`,
  first: (abbreviation: string, offset: string) => `The first time (${abbreviation}, UTC${offset}):`,
  second: (abbreviation: string, offset: string) => `The second time (${abbreviation}, UTC${offset}):`,
  heading: (wall: string, zone: string, abbreviation: string, offset: string) =>
    `${wall} in ${zone} (${abbreviation}, UTC${offset}) is:`,
  utcInstant: 'UTC instant',
  /** Short, so the table fits beside the input at 1440 px: the date without its year (the heading has it). */
  columns: ['Time zone', 'Date', 'Time', 'Offset', 'Abbr.'],
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  /** A row's date: 'Wed 1 Jul'. */
  shortDate: (weekday: string, day: number, month: string) => `${weekday} ${day} ${month}`,
} as const;

/** The words of the tool's own view parts: the zone list and the day planner. */
export const TZ_VIEW = {
  zonesHeading: 'Time zones',
  pickTime: 'Pick the date and time from a calendar',
  fromLabel: 'Time zone of the date and time',
  addLabel: 'Add a time zone',
  addPlaceholder: 'Type to search, e.g. Asia/Kathmandu',
  add: 'Add',
  addMine: (zone: string) => `Add my time zone (${zone})`,
  remove: (zone: string) => `Remove ${zone}`,
  shownIn: 'Shown in',
  none: 'No time zones yet: add one above.',
  plannerTab: 'Day planner',
  plannerCaption: (date: string, zone: string) => `The hours of ${date} in ${zone}, in each time zone`,
  plannerEmpty: 'Type a date to plan its day.',
  plannerSkipped: (date: string, zone: string) => `${date} does not exist in ${zone}: the zone skipped the whole day.`,
  working: 'working hours',
  dayBefore: '−1 day',
  dayAfter: '+1 day',
  legend: (start: string, end: string) =>
    `Shaded: working hours, ${start} to ${end} Monday to Friday in each zone's own time. A day with a DST change has 23 or 25 hours.`,
} as const;
