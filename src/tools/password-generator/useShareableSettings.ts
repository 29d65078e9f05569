import { intBetween, isBoolean, oneOf, subsetOf } from '../../core/site/share-checks';
import { LENGTH, WORDS, type PasswordOptions } from './core';
import { SET_NAMES, type SetName } from './core/charsets';
import { shareField, useShareableState } from '../../ui/kit/shareable';
import { SEPARATORS } from './PassphraseOptionsFields';
import type { Mode, Settings } from './useSecret';

type Update = (change: (settings: Settings) => Settings) => void;

const enabledSets = (sets: PasswordOptions['sets']) => SET_NAMES.filter((name) => sets[name]);
const setsFrom = (names: readonly SetName[]) =>
  Object.fromEntries(SET_NAMES.map((name) => [name, names.includes(name)])) as PasswordOptions['sets'];

/**
 * A link to the password generator carries its options only: the secret made here is never put in one (it is
 * listed as a secret too, so no option can carry it either). Opening the link makes a new secret with them.
 */
export function useShareableSettings(settings: Settings, update: Update, secret: string) {
  const password = (patch: Partial<PasswordOptions>) =>
    update((current) => ({ ...current, password: { ...current.password, ...patch } }));
  const passphrase = (patch: Partial<Settings['passphrase']>) =>
    update((current) => ({ ...current, passphrase: { ...current.passphrase, ...patch } }));
  useShareableState({
    options: {
      mode: shareField<Mode>(
        settings.mode,
        (mode) => update((current) => ({ ...current, mode })),
        oneOf(['password', 'passphrase']),
      ),
      length: shareField(
        settings.password.length,
        (length) => password({ length }),
        intBetween(LENGTH.min, LENGTH.max),
      ),
      sets: shareField(
        enabledSets(settings.password.sets),
        (names) => password({ sets: setsFrom(names) }),
        subsetOf(SET_NAMES),
      ),
      excludeLookAlikes: shareField(
        settings.password.excludeLookAlikes,
        (excludeLookAlikes) => password({ excludeLookAlikes }),
        isBoolean,
      ),
      words: shareField(settings.passphrase.words, (words) => passphrase({ words }), intBetween(WORDS.min, WORDS.max)),
      separator: shareField(
        settings.passphrase.separator,
        (separator) => passphrase({ separator }),
        oneOf(Object.values(SEPARATORS)),
      ),
      capitalise: shareField(settings.passphrase.capitalise, (capitalise) => passphrase({ capitalise }), isBoolean),
    },
    secrets: [secret],
  });
}
