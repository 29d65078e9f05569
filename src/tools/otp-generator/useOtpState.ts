import { useMemo, useState } from 'react';
import { ToolError } from '../../core/shared/tool-error';
import {
  MAX_COUNTER,
  MIN_SECRET_BITS,
  SECRET_BYTES,
  decodeSecret,
  groupSecret,
  newSecret,
  normaliseSecret,
  type CodeSettings,
  type OtpAccount,
} from './core';
import { DEFAULT_SETTINGS, type OtpSettings } from './options';

export interface OtpAccountFields {
  settings: OtpSettings;
  setSettings: (update: (current: OtpSettings) => OtpSettings) => void;
  applyAccount: (account: OtpAccount) => void;
}

/** The secret as typed, read: its bytes, or the fault in it. */
function readSecret(text: string): { bytes: Uint8Array | null; base32: string; error?: string } {
  try {
    return { bytes: decodeSecret(text), base32: normaliseSecret(text) };
  } catch (e) {
    if (!(e instanceof ToolError)) throw e;
    return { bytes: null, base32: '', error: text.trim() ? `${e.title}. ${e.description ?? ''}`.trim() : undefined };
  }
}

/** The counter box: a whole number from 0 to MAX_COUNTER, else 0. */
export function parseCounter(text: string): number {
  const n = /^\d{1,16}$/.test(text.trim()) ? Number(text.trim()) : 0;
  return n <= MAX_COUNTER ? n : 0;
}

/**
 * The tool's state: the secret (only ever in memory), the settings, and what follows from them. The page opens with
 * no secret: the visitor pastes one or presses New secret (so no random value is in the prerendered markup).
 */
export function useOtpState() {
  const [secretText, setSecretText] = useState('');
  const [settings, setSettingsState] = useState<OtpSettings>(DEFAULT_SETTINGS);
  const setSettings = (update: (current: OtpSettings) => OtpSettings) => setSettingsState(update);
  const regenerate = () => setSecretText(groupSecret(newSecret(SECRET_BYTES[settings.algorithm])));
  const secret = useMemo(() => readSecret(secretText), [secretText]);
  const codeSettings: CodeSettings = {
    algorithm: settings.algorithm,
    digits: Number(settings.digits) as CodeSettings['digits'],
    period: Number(settings.period) as CodeSettings['period'],
  };
  const applyAccount = (a: OtpAccount) => {
    setSecretText(groupSecret(a.secret));
    setSettingsState({
      kind: a.kind,
      algorithm: a.algorithm,
      digits: String(a.digits) as OtpSettings['digits'],
      period: String(a.period) as OtpSettings['period'],
      counterText: String(a.counter),
      issuer: a.issuer,
      account: a.account,
    });
  };
  const bits = secret.bytes ? secret.bytes.length * 8 : 0;
  return {
    secretText,
    setSecretText,
    secret,
    shortSecret: secret.bytes && bits < MIN_SECRET_BITS ? bits : null,
    regenerate,
    settings,
    setSettings,
    codeSettings,
    counter: parseCounter(settings.counterText),
    applyAccount,
  };
}

export type OtpState = ReturnType<typeof useOtpState>;
