import { consentState, type ConsentChoice } from '../../core/site/consent';

/**
 * gtag's calling convention: it reads `arguments` objects from window.dataLayer, so this is a
 * plain function on purpose (an array would be ignored).
 */
export function gtag(..._args: unknown[]): void {
  window.dataLayer?.push(arguments);
}

/** Tells a consent-mode tag (if one set up window.dataLayer) what the visitor chose. */
export function pushConsentUpdate(choice: ConsentChoice): void {
  if (Array.isArray(window.dataLayer)) gtag('consent', 'update', consentState(choice));
}
