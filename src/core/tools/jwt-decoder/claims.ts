/** The registered claims explained: exp, nbf and iat as dates with how long ago or how long left. */
import { JWT_MESSAGES } from './messages';
import type { JsonObject } from './parse';

const UNITS = [
  ['year', 365 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/** "3 hours", "2 days", "1 minute": the largest whole unit of a span of seconds (never negative). */
export function spanWords(seconds: number): string {
  const span = Math.abs(seconds);
  for (const [unit, size] of UNITS) {
    const count = Math.floor(span / size);
    if (count >= 1 || unit === 'second') return `${count} ${unit}${count === 1 ? '' : 's'}`;
  }
  return '0 seconds';
}

/** "2026-11-27 03:37:00 UTC": a NumericDate (seconds since 1970) as a date. */
export function dateWords(seconds: number): string {
  const date = new Date(seconds * 1000);
  if (Number.isNaN(date.getTime())) return JWT_MESSAGES.notADate;
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Whether exp and nbf hold now (a claim that is absent or not a number does not count). */
export interface TimeState {
  expired: boolean;
  notYet: boolean;
}

export function timeState(payload: JsonObject | null, nowSeconds: number): TimeState {
  const exp = payload?.exp;
  const nbf = payload?.nbf;
  return {
    expired: typeof exp === 'number' && Number.isFinite(exp) && exp <= nowSeconds,
    notYet: typeof nbf === 'number' && Number.isFinite(nbf) && nbf > nowSeconds,
  };
}

/** What a time claim's value means now. */
function timeWords(name: 'exp' | 'nbf' | 'iat', value: number, now: number): string {
  const delta = value - now;
  const span = spanWords(delta);
  if (name === 'exp') return delta <= 0 ? JWT_MESSAGES.expired(span) : JWT_MESSAGES.validFor(span);
  if (name === 'nbf') return delta > 0 ? JWT_MESSAGES.notYet(span) : JWT_MESSAGES.validSince(span);
  return delta > 0 ? JWT_MESSAGES.issuedAhead(span) : JWT_MESSAGES.issuedAgo(span);
}

/** One claim's line: "exp (Expires): 2026-11-27 03:37:00 UTC, expired 3 hours ago". */
function claimLine(name: keyof typeof JWT_MESSAGES.claimNames, value: unknown, now: number): string {
  const label = `${name} (${JWT_MESSAGES.claimNames[name]})`;
  if (name === 'exp' || name === 'nbf' || name === 'iat') {
    if (typeof value !== 'number' || !Number.isFinite(value))
      return `${label}: ${JSON.stringify(value)}, ${JWT_MESSAGES.notADate}`;
    const date = dateWords(value);
    return date === JWT_MESSAGES.notADate
      ? `${label}: ${value}, ${date}`
      : `${label}: ${date}, ${timeWords(name, value, now)}`;
  }
  return `${label}: ${typeof value === 'string' ? value : JSON.stringify(value)}`;
}

/** The registered claims present in a payload, one line each, in the RFC's order. */
export function claimLines(payload: JsonObject, nowSeconds: number): string[] {
  const names = Object.keys(JWT_MESSAGES.claimNames) as (keyof typeof JWT_MESSAGES.claimNames)[];
  return names.filter((name) => Object.hasOwn(payload, name)).map((name) => claimLine(name, payload[name], nowSeconds));
}
