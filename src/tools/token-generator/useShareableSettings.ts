import { oneOf, textMatching, textUpTo } from '../../core/site/share-checks';
import { ALPHABET_MAX, PREFIX_MAX } from './core';
import { shareFieldsOf, useShareableState } from '../../ui/kit/shareable';
import { CHARSET_OPTIONS, KIND_OPTIONS, type TokenSettings } from './options';

const CHECKS = {
  kind: oneOf(KIND_OPTIONS.map((o) => o.value)),
  charset: oneOf(CHARSET_OPTIONS.map((o) => o.value)),
  alphabet: textUpTo(ALPHABET_MAX * 2),
  lengthText: textMatching(/^\d{0,5}$/),
  prefix: textUpTo(PREFIX_MAX * 2),
  quantityText: textMatching(/^\d{0,4}$/),
};

/**
 * A link to the token generator carries how to generate, never the tokens made here (an API key is a secret):
 * opening it makes a new batch with those settings.
 */
export function useShareableSettings(
  settings: TokenSettings,
  setSettings: (update: (current: TokenSettings) => TokenSettings) => void,
  tokens: readonly string[],
  regenerate: () => void,
) {
  useShareableState({
    options: shareFieldsOf<TokenSettings>(settings, setSettings, CHECKS),
    secrets: tokens,
    onLinkApplied: regenerate,
  });
}
