/**
 * Cookie consent: the stored choice and the Google consent-mode shape it maps to.
 * Pure, so the mapping can be tested without a browser.
 */

export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_STORAGE_KEY = 'userConsent';
/** How long the banner waits for a consent-management script before showing itself (spec section 9). */
export const CONSENT_WAIT_MS = 3000;
/** How often it looks for one meanwhile. */
export const CONSENT_POLL_MS = 500;

export function parseConsent(stored: string | null | undefined): ConsentChoice | null {
  return stored === 'granted' || stored === 'denied' ? stored : null;
}

/** The four storage kinds a choice sets, in Google consent-mode's names. */
export interface ConsentState {
  ad_storage: ConsentChoice;
  analytics_storage: ConsentChoice;
  functionality_storage: ConsentChoice;
  personalization_storage: ConsentChoice;
}

export function consentState(choice: ConsentChoice): ConsentState {
  return {
    ad_storage: choice,
    analytics_storage: choice,
    functionality_storage: choice,
    personalization_storage: choice,
  };
}

/** A consent-management platform's hooks as they appear on window (IAB TCF or Google Funding Choices). */
export interface ConsentManagerHost {
  __tcfapi?: unknown;
  googlefc?: unknown;
}

/** True once a consent-management script has installed itself. */
export function hasConsentManager(host: ConsentManagerHost): boolean {
  return typeof host.__tcfapi === 'function' || (typeof host.googlefc === 'object' && host.googlefc !== null);
}

/** Opens the consent manager's own options dialog; false when there is none to open. */
export function openConsentManager(host: ConsentManagerHost): boolean {
  const fc = host.googlefc as { showRevocationMessage?: unknown; callbackQueue?: unknown[] } | undefined;
  if (fc && typeof fc.showRevocationMessage === 'function') {
    (fc.showRevocationMessage as () => void)();
    return true;
  }
  if (typeof host.__tcfapi === 'function') {
    (host.__tcfapi as (command: string, version: number, callback: () => void) => void)(
      'displayConsentUi',
      2,
      () => {},
    );
    return true;
  }
  return false;
}
