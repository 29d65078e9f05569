/** One-time codes (RFC 4226 HOTP, RFC 6238 TOTP) from the `otpauth` package, and their verification. */
import { HOTP, Secret } from 'otpauth';
import { fault } from './faults';

export type OtpKind = 'totp' | 'hotp';
export type OtpAlgorithm = 'SHA1' | 'SHA256' | 'SHA512';
export type OtpDigits = 6 | 8;
export type OtpPeriod = 30 | 60;

export const ALGORITHMS: readonly OtpAlgorithm[] = ['SHA1', 'SHA256', 'SHA512'];
export const DIGITS: readonly OtpDigits[] = [6, 8];
export const PERIODS: readonly OtpPeriod[] = [30, 60];
/** The largest counter: 2^53 - 1 (the counter is a 64-bit number; JavaScript counts exactly up to here). */
export const MAX_COUNTER = Number.MAX_SAFE_INTEGER;
/** The widest verification window, in steps either side. */
export const MAX_WINDOW = 10;

/** How codes are made from the secret (everything but the secret and the label). */
export interface CodeSettings {
  algorithm: OtpAlgorithm;
  digits: OtpDigits;
  period: OtpPeriod;
}

/** The HOTP code for `counter`: TOTP's code is this at the time step. */
export function codeAt(secret: Uint8Array, { algorithm, digits }: CodeSettings, counter: number): string {
  return HOTP.generate({ secret: new Secret({ buffer: secret.slice().buffer }), algorithm, digits, counter });
}

/** The TOTP time step at `timeMs`: whole periods since the Unix epoch. */
export const stepAt = (timeMs: number, period: number) => Math.floor(timeMs / 1000 / period);

/** Milliseconds until the step after the one at `timeMs` begins. */
export const msToNextStep = (timeMs: number, period: number) => (stepAt(timeMs, period) + 1) * period * 1000 - timeMs;

export interface TotpCodes {
  step: number;
  previous: string;
  current: string;
  next: string;
}

/** The codes of the step at `timeMs` and of the steps either side. */
export function totpCodes(secret: Uint8Array, settings: CodeSettings, timeMs: number): TotpCodes {
  const step = stepAt(timeMs, settings.period);
  return {
    step,
    previous: codeAt(secret, settings, Math.max(0, step - 1)),
    current: codeAt(secret, settings, step),
    next: codeAt(secret, settings, step + 1),
  };
}

/** A typed code with its spaces removed; anything but `digits` digits is a fault. */
export function readCode(text: string, digits: OtpDigits): string {
  const code = text.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) throw fault('badCode', { digits });
  return code;
}

/**
 * Which step (or counter) within `window` either side of `counter` made `code`: its offset, nearest first
 * (0, -1, +1, -2, …), or null when none did. Counters below 0 or past MAX_COUNTER are not tried.
 */
export function matchOffset(
  secret: Uint8Array,
  settings: CodeSettings,
  code: string,
  counter: number,
  window: number,
): number | null {
  const offsets = [0];
  for (let i = 1; i <= Math.min(window, MAX_WINDOW); i++) offsets.push(-i, i);
  for (const offset of offsets) {
    const at = counter + offset;
    if (at < 0 || at > MAX_COUNTER) continue;
    if (codeAt(secret, settings, at) === code) return offset;
  }
  return null;
}
