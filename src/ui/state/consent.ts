import { CONSENT_STORAGE_KEY, parseConsent, type ConsentChoice } from '../../core/site/consent';
import { storage, storedAtom } from './stored';

/** The visitor's cookie choice (key userConsent: granted or denied); null until they choose. */
export const consent = storedAtom<ConsentChoice | null>({
  key: CONSENT_STORAGE_KEY,
  fallback: null,
  parse: parseConsent,
  serialise: (value) => value,
});

/** Read at the moment an event is delivered, so no event leaves before consent. */
export function consentGranted(): boolean {
  return parseConsent(storage.get(CONSENT_STORAGE_KEY)) === 'granted';
}
