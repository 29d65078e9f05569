import { describe, expect, it, vi } from 'vitest';
import { consentState, hasConsentManager, openConsentManager, parseConsent } from './consent';

describe('consent mapping', () => {
  it('sets ad, analytics, functionality and personalization storage alike', () => {
    expect(consentState('granted')).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
    });
    expect(Object.values(consentState('denied'))).toEqual(['denied', 'denied', 'denied', 'denied']);
  });
  it('reads only the two stored values', () => {
    expect(parseConsent('granted')).toBe('granted');
    expect(parseConsent('denied')).toBe('denied');
    for (const other of [null, undefined, '', 'true', 'GRANTED']) expect(parseConsent(other)).toBeNull();
  });
});

describe('consent-management script', () => {
  it('is detected by the TCF API or Funding Choices', () => {
    expect(hasConsentManager({})).toBe(false);
    expect(hasConsentManager({ __tcfapi: () => {} })).toBe(true);
    expect(hasConsentManager({ googlefc: {} })).toBe(true);
  });
  it("opens the manager's own dialog when there is one", () => {
    const showRevocationMessage = vi.fn();
    expect(openConsentManager({ googlefc: { showRevocationMessage } })).toBe(true);
    expect(showRevocationMessage).toHaveBeenCalledOnce();
    const tcf = vi.fn();
    expect(openConsentManager({ __tcfapi: tcf })).toBe(true);
    expect(tcf).toHaveBeenCalledWith('displayConsentUi', 2, expect.any(Function));
    expect(openConsentManager({})).toBe(false);
  });
});
