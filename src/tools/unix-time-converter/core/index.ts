import { fault } from './faults';

/**
 * Unix time <-> human dates. Timestamps are seconds by default (spec section 9); values too large to be
 * seconds of a plausible date are read as milliseconds. Dates are shown in UTC as 'YYYY-MM-DD HH:MM:SS'.
 */

/** The clock ticks every second (spec section 9). */
export const TICK_MS = 1000;

export type TimestampUnit = 'seconds' | 'milliseconds';
export type UnitChoice = TimestampUnit | 'auto';

/**
 * From this magnitude on, a timestamp is read as milliseconds: 1e11 seconds is the year 5138,
 * while 1e11 milliseconds is March 1973, so every date people use lands on the right side.
 */
export const MILLISECONDS_THRESHOLD = 1e11;

/** ECMAScript dates reach ±8.64e15 ms from the epoch. */
const MAX_DATE_MS = 8.64e15;

export interface ParsedTimestamp {
  ms: number;
  unit: TimestampUnit;
}

/** Reads '1700000000', '-86400', '1700000000.5' or '1700000000123' (ms). */
export function parseTimestamp(input: string, unit: UnitChoice = 'auto'): ParsedTimestamp {
  const text = input.trim();
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text)) throw fault('timestampInput');
  const value = Number(text);
  const resolved: TimestampUnit =
    unit === 'auto' ? (Math.abs(value) >= MILLISECONDS_THRESHOLD ? 'milliseconds' : 'seconds') : unit;
  const ms = Math.round(resolved === 'seconds' ? value * 1000 : value);
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_DATE_MS) throw fault('timestampRange');
  return { ms, unit: resolved };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Years outside 0..9999 get a sign and six digits, as ISO 8601 writes them. */
const formatYear = (year: number) =>
  year >= 0 && year <= 9999 ? pad(year, 4) : `${year < 0 ? '-' : '+'}${pad(Math.abs(year), 6)}`;

/** 'YYYY-MM-DD HH:MM:SS' in UTC. */
export function formatUtc(ms: number): string {
  const d = new Date(ms);
  return (
    `${formatYear(d.getUTCFullYear())}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** 'YYYY-MM-DD HH:MM:SS UTC±HH:MM' in the device's time zone. */
export function formatLocal(ms: number): string {
  const d = new Date(ms);
  const offset = -d.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const zone = `UTC${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return (
    `${formatYear(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())} ${zone}`
  );
}

export function formatIso(ms: number): string {
  return new Date(ms).toISOString();
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.25 * 24 * 3600 * 1000],
  ['month', 30.44 * 24 * 3600 * 1000],
  ['week', 7 * 24 * 3600 * 1000],
  ['day', 24 * 3600 * 1000],
  ['hour', 3600 * 1000],
  ['minute', 60 * 1000],
  ['second', 1000],
];

const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** '3 hours ago', 'in 2 days', 'now': the largest whole unit between the two instants. */
export function formatRelative(ms: number, nowMs: number): string {
  const diff = ms - nowMs;
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') {
      return relativeFormat.format(Math.trunc(diff / size), unit);
    }
  }
  return relativeFormat.format(0, 'second');
}

export interface HumanDate {
  /** The instant, in milliseconds since the epoch. */
  ms: number;
  unit: TimestampUnit;
  utc: string;
  local: string;
  iso: string;
  relative: string;
}

/** Unix to Human Date. Throws its fault (worded with the spec's message). */
export function timestampToHuman(input: string, nowMs: number, unit: UnitChoice = 'auto'): HumanDate {
  const { ms, unit: resolved } = parseTimestamp(input, unit);
  return {
    ms,
    unit: resolved,
    utc: formatUtc(ms),
    local: formatLocal(ms),
    iso: formatIso(ms),
    relative: formatRelative(ms, nowMs),
  };
}

export type DateZone = 'utc' | 'local';

const DATE_PATTERN =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Reads 'YYYY-MM-DD', 'YYYY-MM-DD HH:MM[:SS[.fff]]' (also with 'T' or '/'), with an optional zone
 * ('Z', 'UTC', '+02:00'). A date without a zone is read in the chosen zone (UTC by default, as the
 * converter shows UTC). Impossible dates such as 2023-02-30 are refused.
 */
export function parseHumanDate(input: string, zone: DateZone = 'utc'): number {
  const text = input.trim();
  if (!text) throw fault('emptyDate');
  const m = DATE_PATTERN.exec(text);
  if (!m) throw fault('dateFormat');
  const [year, month, day, hour = 0, minute = 0, second = 0] = m
    .slice(1, 7)
    .map((v) => (v === undefined ? 0 : Number(v)));
  const fraction = m[7] ? Number(`0.${m[7]}`) * 1000 : 0;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) {
    throw fault('dateFormat');
  }
  const zoneText = m[8]?.toUpperCase();
  if (!zoneText && zone === 'local') {
    const local = new Date(year, month - 1, day, hour, minute, second);
    local.setFullYear(year); // years 0..99 would otherwise mean 1900..1999
    return local.getTime() + Math.round(fraction);
  }
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) + Math.round(fraction);
  const fixed = new Date(utc);
  fixed.setUTCFullYear(year, month - 1, day);
  let offsetMinutes = 0;
  if (zoneText && /^[+-]/.test(zoneText)) {
    const digits = zoneText.replace(':', '');
    const hours = Number(digits.slice(1, 3));
    const minutes = Number(digits.slice(3, 5));
    if (hours > 23 || minutes > 59) throw fault('dateFormat');
    offsetMinutes = (digits[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  return fixed.getTime() - offsetMinutes * 60_000;
}

export interface UnixResult {
  seconds: string;
  milliseconds: string;
  iso: string;
}

/** Human Date to Unix. Throws its fault (worded with the spec's message). */
export function humanToTimestamp(input: string, zone: DateZone = 'utc'): UnixResult {
  const ms = parseHumanDate(input, zone);
  return { seconds: String(Math.floor(ms / 1000)), milliseconds: String(ms), iso: formatIso(ms) };
}

/** The current Unix time in whole seconds. */
export function unixSeconds(nowMs: number): number {
  return Math.floor(nowMs / 1000);
}
