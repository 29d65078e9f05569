/**
 * Wall times (a date and a clock reading, no zone) and their arithmetic as if in UTC: the zone's offset is what
 * separates a wall time from an instant.
 */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** The wall time's milliseconds as if it were UTC (years 1-99 too, which `Date.UTC` would read as 19xx). */
export function wallMs({ year, month, day, hour, minute, second }: WallTime): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** The wall time of milliseconds read as UTC. */
export function wallOfMs(ms: number): WallTime {
  const date = new Date(ms);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** '2026-03-08'. */
export const formatDate = ({ year, month, day }: WallTime) =>
  `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;

/** '02:30', or '02:30:15' when the seconds are not zero. */
export const formatClock = ({ hour, minute, second }: WallTime) =>
  `${two(hour)}:${two(minute)}${second === 0 ? '' : `:${two(second)}`}`;

/** '+05:45' from minutes east of UTC. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${two(Math.floor(size / 60))}:${two(size % 60)}`;
}

/** A wall time's day of the week, 0 for Sunday. */
export const weekdayOf = (wall: WallTime) => new Date(wallMs(wall)).getUTCDay();
