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
import { OTP_TEXTS } from '../words';
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
    throw new ToolError(OTP_TEXTS.badEncoding, OTP_TEXTS.badEncodingHint);
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

/** One of a fixed set of values, or a ToolError saying which it was and what is offered. */
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
  if (!(counter <= MAX_COUNTER)) throw new ToolError(OTP_TEXTS.badCounter(value ?? ''), OTP_TEXTS.badCounterHint);
  return counter;
}

function readSecret(value: string | undefined): string {
  if (!value) throw new ToolError(OTP_TEXTS.noSecret, OTP_TEXTS.noSecretHint);
  try {
    return normaliseSecret(value);
  } catch (e) {
    if (!(e instanceof ToolError)) throw e;
    throw new ToolError(OTP_TEXTS.badSecretInUri(e.title), e.description);
  }
}

/** The account an `otpauth://` URI describes; anything malformed is a ToolError saying what. */
export function parseUri(text: string): OtpAccount {
  const uri = text.trim();
  if (uri.length > URI_MAX_CHARS) throw new ToolError(OTP_TEXTS.uriTooLong(URI_MAX_CHARS), OTP_TEXTS.uriTooLongHint);
  const match = /^otpauth:\/\/([^/?#]*)\/?([^?#]*)\??([^#]*)/i.exec(uri);
  if (!match) throw new ToolError(OTP_TEXTS.notOtpUri, OTP_TEXTS.notOtpUriHint);
  const kind = match[1].toLowerCase();
  if (kind !== 'totp' && kind !== 'hotp')
    throw new ToolError(OTP_TEXTS.unknownType(decode(match[1])), OTP_TEXTS.unknownTypeHint);
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
      () => new ToolError(OTP_TEXTS.badAlgorithm(algorithm ?? ''), OTP_TEXTS.badAlgorithmHint),
    ),
    digits: choose(
      digits,
      DIGITS,
      6,
      (v) => (/^\d+$/.test(v) ? Number(v) : NaN) as OtpDigits,
      () => new ToolError(OTP_TEXTS.badDigits(digits ?? ''), OTP_TEXTS.badDigitsHint),
    ),
    period: choose(
      period,
      PERIODS,
      30,
      (v) => (/^\d+$/.test(v) ? Number(v) : NaN) as OtpPeriod,
      () => new ToolError(OTP_TEXTS.badPeriod(period ?? ''), OTP_TEXTS.badPeriodHint),
    ),
    counter: readCounter(kind, params.get('counter')),
    issuer: params.get('issuer') || labelIssuer,
    account: (colon < 0 ? label : label.slice(colon + 1)).trim(),
  };
}
