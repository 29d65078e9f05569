/**
 * The `otpauth://` key URI (Google Authenticator's Key Uri Format): built from the secret and settings, and read
 * back with a clear message for each thing a malformed one can get wrong.
 */
import { ToolError } from '../../../core/shared/tool-error';
import {
  ALGORITHMS,
  DIGITS,
  MAX_COUNTER,
  PERIODS,
  type OtpAlgorithm,
  type OtpDigits,
  type OtpKind,
  type OtpPeriod,
} from './codes';
import { fault } from './faults';
import { normaliseSecret } from './secret';

export interface OtpAccount {
  kind: OtpKind;
  /** Base32, normalised. */
  secret: string;
  algorithm: OtpAlgorithm;
  digits: OtpDigits;
  period: OtpPeriod;
  /** HOTP's counter (TOTP ignores it). */
  counter: number;
  issuer: string;
  account: string;
}

/** The longest URI read (a real one is a few hundred characters). */
export const URI_MAX_CHARS = 4096;

/** `otpauth://totp/Issuer:account?secret=…&issuer=…&algorithm=…&digits=…&period=…` (or hotp with counter). */
export function buildUri(a: OtpAccount): string {
  const label = a.issuer
    ? `${encodeURIComponent(a.issuer)}:${encodeURIComponent(a.account)}`
    : encodeURIComponent(a.account);
  const params = [`secret=${a.secret}`];
  if (a.issuer) params.push(`issuer=${encodeURIComponent(a.issuer)}`);
  params.push(`algorithm=${a.algorithm}`, `digits=${a.digits}`);
  params.push(a.kind === 'totp' ? `period=${a.period}` : `counter=${a.counter}`);
  return `otpauth://${a.kind}/${label}?${params.join('&')}`;
}

/** Percent-decoded text; in the query a + is a space too (form encoding). */
const decode = (text: string, query = false) => {
  try {
    return decodeURIComponent(query ? text.replace(/\+/g, ' ') : text);
  } catch {
    throw fault('badEncoding');
  }
};

/** The URI's parameters by lower-case name, decoded (the first of a repeated one wins). */
function paramsOf(query: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq), true).toLowerCase();
    if (!params.has(key)) params.set(key, decode(eq < 0 ? '' : pair.slice(eq + 1), true));
  }
  return params;
}

/** One of a fixed set of values, or a fault saying which it was and what is offered. */
function choose<T>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
  parse: (v: string) => T,
  fail: () => ToolError,
): T {
  if (value === undefined) return fallback;
  const chosen = parse(value);
  if (!allowed.includes(chosen)) throw fail();
  return chosen;
}

function readCounter(kind: OtpKind, value: string | undefined): number {
  if (kind === 'totp') return 0;
  const counter = /^\d{1,16}$/.test(value ?? '') ? Number(value) : NaN;
  if (!(counter <= MAX_COUNTER)) throw fault('badCounter', { value: value ?? '' });
  return counter;
}

function readSecret(value: string | undefined): string {
  if (!value) throw fault('noSecret');
  try {
    return normaliseSecret(value);
  } catch (e) {
    if (!(e instanceof ToolError)) throw e;
    throw fault('badSecretInUri', { cause: { code: e.code, params: e.params } });
  }
}

/** The account an `otpauth://` URI describes; anything malformed is a fault saying what. */
export function parseUri(text: string): OtpAccount {
  const uri = text.trim();
  if (uri.length > URI_MAX_CHARS) throw fault('uriTooLong', { max: URI_MAX_CHARS });
  const match = /^otpauth:\/\/([^/?#]*)\/?([^?#]*)\??([^#]*)/i.exec(uri);
  if (!match) throw fault('notOtpUri');
  const kind = match[1].toLowerCase();
  if (kind !== 'totp' && kind !== 'hotp') throw fault('unknownType', { type: decode(match[1]) });
  const label = decode(match[2]);
  const params = paramsOf(match[3]);
  const colon = label.indexOf(':');
  const labelIssuer = colon < 0 ? '' : label.slice(0, colon).trim();
  const algorithm = params.get('algorithm');
  const digits = params.get('digits');
  const period = params.get('period');
  return {
    kind,
    secret: readSecret(params.get('secret')),
    algorithm: choose(
      algorithm,
      ALGORITHMS,
      'SHA1',
      (v) => v.toUpperCase().replace('-', '') as OtpAlgorithm,
      () => fault('badAlgorithm', { value: algorithm ?? '' }),
    ),
    digits: choose(
      digits,
      DIGITS,
      6,
      (v) => (/^\d+$/.test(v) ? Number(v) : NaN) as OtpDigits,
      () => fault('badDigits', { value: digits ?? '' }),
    ),
    period: choose(
      period,
      PERIODS,
      30,
      (v) => (/^\d+$/.test(v) ? Number(v) : NaN) as OtpPeriod,
      () => fault('badPeriod', { value: period ?? '' }),
    ),
    counter: readCounter(kind, params.get('counter')),
    issuer: params.get('issuer') || labelIssuer,
    account: (colon < 0 ? label : label.slice(colon + 1)).trim(),
  };
}
