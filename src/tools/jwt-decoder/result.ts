/** The JWT decoder's result in words: the verdict, the claims explained, the header named, and the notes. */
import { wordFault } from '../../core/shared/fault-words';
import {
  structuredOutputs,
  type KeyValueRow,
  type Structured,
  type StructuredBlock,
} from '../../core/shared/structured';
import type { JwtData } from './core';
import { isRegisteredClaim, REGISTERED_CLAIMS, type RegisteredClaim } from './core/claims';
import type { KeyUsed } from './core/keys';
import type { JsonObject } from './core/parse';
import type { Verdict } from './core/verify';
import { JWT_RESULT_WORDS as W } from './words';

/** What an action gives: its panes by id and notes under them. */
export interface JwtResult {
  outputs: Record<string, string>;
  notes: Record<string, string>;
  /** The verdict and claims as a record (see core/shared/structured). */
  structured?: Record<string, Structured>;
}

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
    if (count >= 1 || unit === 'second') return W.span(count, unit);
  }
  return W.span(0, 'second');
}

/** "2026-11-27 03:37:00 UTC": a NumericDate (seconds since 1970) as a date. */
export function dateWords(seconds: number): string {
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? W.notADate : W.date(date.toISOString());
}

/** What a time claim's value means now. */
function timeWords(name: 'exp' | 'nbf' | 'iat', value: number, now: number): string {
  const delta = value - now;
  const span = spanWords(delta);
  if (name === 'exp') return delta <= 0 ? W.expired(span) : W.validFor(span);
  if (name === 'nbf') return delta > 0 ? W.notYet(span) : W.validSince(span);
  return delta > 0 ? W.issuedAhead(span) : W.issuedAgo(span);
}

/** A claim's value as text: a string as it is, anything else as JSON. */
const valueWords = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A registered claim's value explained: "2026-11-27 03:37:00 UTC, expired 3 hours ago" for a time claim. */
function registeredWords(name: RegisteredClaim, value: unknown, now: number): string {
  if (name === 'exp' || name === 'nbf' || name === 'iat') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return `${JSON.stringify(value)}, ${W.notADate}`;
    const date = dateWords(value);
    return date === W.notADate ? `${value}, ${date}` : `${date}, ${timeWords(name, value, now)}`;
  }
  return valueWords(value);
}

/**
 * Every claim of a payload as a row: the registered ones first, in the RFC's order, named and explained ("exp
 * (Expires)": "2026-11-27 03:37:00 UTC, expired 3 hours ago"), then the others as the token has them.
 */
export function claimRows(payload: JsonObject, nowSeconds: number): KeyValueRow[] {
  const registered = REGISTERED_CLAIMS.filter((name) => Object.hasOwn(payload, name)).map((name) => ({
    label: `${name} (${W.claimNames[name]})`,
    value: registeredWords(name, payload[name], nowSeconds),
  }));
  const custom = Object.keys(payload)
    .filter((name) => !isRegisteredClaim(name))
    .map((name) => ({ label: name, value: valueWords(payload[name]) }));
  return [...registered, ...custom];
}

/** The header's parameters worth naming (alg, typ, kid, cty, enc), as a record. */
function headerRecord(header: JsonObject): StructuredBlock {
  const names = Object.keys(W.headerNames) as (keyof typeof W.headerNames)[];
  const rows = names
    .filter((name) => Object.hasOwn(header, name))
    .map((name) => ({ label: `${name} (${W.headerNames[name]})`, value: JSON.stringify(header[name]) }));
  return { kind: 'rows', heading: W.headerHeading, rows };
}

const keyWords = (key: KeyUsed) => {
  if (key.kind === 'secret') return W.keySecret(W.secretEncodings[key.encoding]);
  return 'kid' in key ? W.keyNamed(W.keyKinds[key.kind], key.kid) : W.keyKinds[key.kind];
};

/** The verdict in a sentence. */
export function verdictWords(verdict: Verdict): string {
  if (verdict.status === 'valid') return W.verdictValid(verdict.alg, keyWords(verdict.key));
  switch (verdict.reason) {
    case 'signature':
      return W.verdictInvalid(verdict.alg);
    case 'none':
      return W.verdictNone;
    case 'noAlg':
      return W.verdictNoAlg;
    case 'unknownAlg':
      return W.verdictUnknownAlg(verdict.alg);
    case 'noSecret':
      return W.verdictNoSecret(verdict.alg);
    case 'noKey':
      return W.verdictNoKey(verdict.alg);
    case 'keyFault': {
      const { title, description } = wordFault(verdict.fault);
      return W.verdictKeyFault(description ?? title);
    }
  }
}

const note = (text: string): StructuredBlock => ({ kind: 'note', text });
const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** An action's data in words: the panes, the record behind the summary, and the notes. */
export function jwtResult(data: JwtData): JwtResult {
  if (data.kind === 'signed') {
    const notes: Record<string, string> = data.publicKey ? {} : { publicKey: W.hmacPublic(data.alg) };
    if (data.resigned) notes.token = W.resigned;
    return { outputs: { token: data.token, publicKey: data.publicKey }, notes };
  }
  if (data.kind === 'jwe') {
    const enc = typeof data.header.enc === 'string' ? data.header.enc : '';
    const jweNote = W.jweNote(enc);
    const { outputs, structured } = structuredOutputs({
      summary: [note(`${W.verdictJwe}\n${jweNote}`), headerRecord(data.header)],
    });
    return {
      outputs: { ...outputs, header: pretty(data.header), payload: '' },
      structured,
      notes: { payload: jweNote, summary: jweNote },
    };
  }
  const { verdict, time, nowSeconds, payload, payloadFault } = data;
  const warnings: string[] = [];
  if (verdict.status === 'valid' && time.expired) warnings.push(W.expiredButSigned);
  if (verdict.status === 'valid' && time.notYet) warnings.push(W.notYetButSigned);
  const claims = payload ? claimRows(payload, nowSeconds) : [];
  const heading = W.claimsHeading(dateWords(nowSeconds));
  const { outputs, structured } = structuredOutputs({
    summary: [
      note([verdictWords(verdict), ...warnings].join('\n')),
      claims.length ? { kind: 'rows', heading, rows: claims } : note(`${heading}\n${W.noClaims}`),
      headerRecord(data.header),
    ],
  });
  const payloadNote =
    payloadFault &&
    ('kind' in payloadFault ? W.payloadNotObject(payloadFault.kind) : W.payloadNotJson(payloadFault.reason));
  return {
    outputs: { ...outputs, header: pretty(data.header), payload: payload ? pretty(payload) : data.payloadText },
    structured,
    notes: payloadNote ? { payload: payloadNote } : {},
  };
}
