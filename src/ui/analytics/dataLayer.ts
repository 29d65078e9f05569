import { consentState, type ConsentChoice } from '../../core/site/consent';

/**
 * gtag's calling convention: it reads `arguments` objects from window.dataLayer (an array would be
 * ignored), so the arguments are passed on as one.
 */
export function gtag(...args: unknown[]): void {
  window.dataLayer?.push(argumentsObject(...args));
}

function argumentsObject(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- an Arguments object is exactly what gtag expects
  return arguments;
}

/** Tells a consent-mode tag (if one set up window.dataLayer) what the visitor chose. */
export function pushConsentUpdate(choice: ConsentChoice): void {
  if (Array.isArray(window.dataLayer)) gtag('consent', 'update', consentState(choice));
}
