/**
 * What a zone's clocks read at an instant, from Intl.DateTimeFormat (the browser's IANA data): the wall time, the
 * offset from UTC and the abbreviation. Formatters are made once per zone and kept.
 */
import { timeZoneNames } from '../../../core/shared/time-zones';
import { wallMs, type WallTime } from './wall-time';

const clocks = new Map<string, Intl.DateTimeFormat>();
const names = new Map<string, Intl.DateTimeFormat>();

function clockOf(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    clocks.set(zone, clock);
  }
  return clock;
}

/** The wall time in `zone` at the instant `ms` (milliseconds since the epoch), to the second. */
export function wallAt(zone: string, ms: number): WallTime {
  const fields: Record<string, string> = {};
  for (const part of clockOf(zone).formatToParts(ms)) fields[part.type] = part.value;
  const year = Number(fields.year);
  return {
    // Intl counts years before 1 as 1 BC, 2 BC…: the proleptic year 0, -1…
    year: fields.era === 'BC' ? 1 - year : year,
    month: Number(fields.month),
    day: Number(fields.day),
    hour: Number(fields.hour),
    minute: Number(fields.minute),
    second: Number(fields.second),
  };
}

/** The zone's offset from UTC at the instant, in milliseconds (east positive). */
export function offsetAt(zone: string, ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallMs(wallAt(zone, whole)) - whole;
}

const shortName = (locale: string, zone: string, ms: number): string => {
  const key = `${locale} ${zone}`;
  let format = names.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' });
    names.set(key, format);
  }
  return format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';
};

/** A name of letters (EST, BST, CEST), not 'GMT+5:45'. */
const LETTERS = /^[A-Z]{2,5}$/;

/**
 * The zone's abbreviation at the instant, as the browser's CLDR data names it: American English knows the North
 * American ones (EST, PDT), British English the European ones (BST, CET); elsewhere it is 'GMT+5:45'.
 */
export function abbreviationAt(zone: string, ms: number): string {
  const american = shortName('en-US', zone, ms);
  if (LETTERS.test(american)) return american;
  const british = shortName('en-GB', zone, ms);
  return LETTERS.test(british) ? british : american;
}

/** Each part of the name starts with a capital, as IANA writes them (Asia/Kathmandu, not asia/kathmandu). */
const CASED = /^[A-Z][^/]*(\/[A-Z][^/]*)*$/;

/**
 * The zone's name as the browser knows it, from a name typed in any case, or undefined for a name it does not
 * know. A name its list has is taken from the list ('europe/london' → 'Europe/London'); another one it accepts (a
 * link such as Asia/Kolkata, which some browsers list as Asia/Calcutta) is kept as typed when typed with capitals,
 * else given as the browser names it.
 */
export function zoneNamed(typed: string): string | undefined {
  const name = typed.trim();
  if (name === '' || name.length > 64) return undefined;
  const listed = timeZoneNames().find((zone) => zone.toLowerCase() === name.toLowerCase());
  if (listed) return listed;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return CASED.test(name) ? name : resolved;
  } catch {
    return undefined;
  }
}
