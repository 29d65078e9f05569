/** The registered claims explained: exp, nbf and iat as dates with how long ago or how long left. */
import { JWT_MESSAGES } from '../words';
import type { KeyValueRow } from '../../../core/shared/structured';
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

type RegisteredClaim = keyof typeof JWT_MESSAGES.claimNames;

const REGISTERED = Object.keys(JWT_MESSAGES.claimNames) as RegisteredClaim[];

const isRegistered = (name: string): name is RegisteredClaim => Object.hasOwn(JWT_MESSAGES.claimNames, name);

/** A claim's value as text: a string as it is, anything else as JSON. */
const valueWords = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A registered claim's value explained: "2026-11-27 03:37:00 UTC, expired 3 hours ago" for a time claim. */
function registeredWords(name: RegisteredClaim, value: unknown, now: number): string {
  if (name === 'exp' || name === 'nbf' || name === 'iat') {
    if (typeof value !== 'number' || !Number.isFinite(value))
      return `${JSON.stringify(value)}, ${JWT_MESSAGES.notADate}`;
    const date = dateWords(value);
    return date === JWT_MESSAGES.notADate ? `${value}, ${date}` : `${date}, ${timeWords(name, value, now)}`;
  }
  return valueWords(value);
}

/**
 * Every claim of a payload as a row: the registered ones first, in the RFC's order, named and explained ("exp
 * (Expires)": "2026-11-27 03:37:00 UTC, expired 3 hours ago"), then the others as the token has them.
 */
export function claimRows(payload: JsonObject, nowSeconds: number): KeyValueRow[] {
  const registered = REGISTERED.filter((name) => Object.hasOwn(payload, name)).map((name) => ({
    label: `${name} (${JWT_MESSAGES.claimNames[name]})`,
    value: registeredWords(name, payload[name], nowSeconds),
  }));
  const custom = Object.keys(payload)
    .filter((name) => !isRegistered(name))
    .map((name) => ({ label: name, value: valueWords(payload[name]) }));
  return [...registered, ...custom];
}
