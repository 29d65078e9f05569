import type { OtpAlgorithm, OtpKind } from './core';
import { OTP_TEXTS } from './words';
import type { SelectOption } from '../../ui/components/Select';

/** What the settings hold: the selects' values as text, the counter as typed. */
export interface OtpSettings {
  kind: OtpKind;
  algorithm: OtpAlgorithm;
  digits: '6' | '8';
  period: '30' | '60';
  counterText: string;
  issuer: string;
  account: string;
}

export const DEFAULT_SETTINGS: OtpSettings = {
  kind: 'totp',
  algorithm: 'SHA1',
  digits: '6',
  period: '30',
  counterText: '0',
  issuer: 'Example',
  account: 'alice@example.com',
};

export const KIND_OPTIONS: SelectOption<OtpKind>[] = [
  { value: 'totp', label: OTP_TEXTS.kindTotp },
  { value: 'hotp', label: OTP_TEXTS.kindHotp },
];
export const ALGORITHM_OPTIONS: SelectOption<OtpAlgorithm>[] = [
  { value: 'SHA1', label: 'SHA-1' },
  { value: 'SHA256', label: 'SHA-256' },
  { value: 'SHA512', label: 'SHA-512' },
];
export const DIGIT_OPTIONS: SelectOption<'6' | '8'>[] = [
  { value: '6', label: OTP_TEXTS.digitsOption(6) },
  { value: '8', label: OTP_TEXTS.digitsOption(8) },
];
export const PERIOD_OPTIONS: SelectOption<'30' | '60'>[] = [
  { value: '30', label: OTP_TEXTS.periodOption(30) },
  { value: '60', label: OTP_TEXTS.periodOption(60) },
];
