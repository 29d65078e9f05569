import { useCallback, useEffect, useState } from 'react';
import {
  DEFAULT_OPTIONS,
  DEFAULT_PASSPHRASE,
  generatePassphrase,
  generatePassword,
  passphraseEntropy,
  passwordEntropy,
  type PassphraseOptions,
  type PasswordOptions,
} from './core';
import { loadEffWordList } from './core/wordlist';
import { notifyToolError } from '../../ui/components/notifyToolError';

export type Mode = 'password' | 'passphrase';

export interface Settings {
  mode: Mode;
  password: PasswordOptions;
  passphrase: PassphraseOptions;
}

const INITIAL: Settings = { mode: 'password', password: DEFAULT_OPTIONS, passphrase: DEFAULT_PASSPHRASE };

/** The EFF list once loaded (its own lazy chunk, fetched from this site when a passphrase is first asked for). */
let wordList: readonly string[] | null = null;
const wordListReady = () => (wordList ? Promise.resolve(wordList) : loadEffWordList().then((w) => (wordList = w)));

async function secretFor(settings: Settings): Promise<{ secret: string; bits: number }> {
  if (settings.mode === 'password') {
    return { secret: generatePassword(settings.password), bits: passwordEntropy(settings.password) };
  }
  const words = await wordListReady();
  return {
    secret: generatePassphrase(words, settings.passphrase),
    bits: passphraseEntropy(words.length, settings.passphrase),
  };
}

/**
 * The settings and the secret made from them: a new secret on load (after hydration: random values never
 * reach the prerendered markup), on every change of settings and on Generate. With no character set the
 * spec's message shows and the field empties.
 */
export function useSecret() {
  const [settings, setSettings] = useState<Settings>(INITIAL);
  const [result, setResult] = useState<{ secret: string; bits: number | null }>({ secret: '', bits: null });

  const generate = useCallback((next: Settings) => {
    secretFor(next).then(setResult, (error: unknown) => {
      setResult({ secret: '', bits: null });
      notifyToolError(error);
    });
  }, []);

  // A new secret on load and whenever the settings change (one by one, or several from a share link).
  useEffect(() => generate(settings), [generate, settings]);

  return { settings, update: setSettings, regenerate: () => generate(settings), ...result };
}
