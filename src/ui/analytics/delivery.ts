import {
  analytics,
  connectDelivery,
  createEventBus,
  providerParams,
  type AnalyticsEvent,
} from '../../core/site/analytics';
import { consentState } from '../../core/site/consent';
import { config } from '../config';
import { consentGranted } from '../state/consent';
import { gtag } from './dataLayer';

/**
 * Events that passed the consent gate: what the site sends (or, with no provider configured,
 * would send). Developer Mode shows this list.
 */
export const deliveredEvents = createEventBus(200);

let gtagLoaded = false;

/** Loads Google Analytics the first time an event may go to it (configured and consented only). */
function sendToGoogleAnalytics(id: string, event: AnalyticsEvent): void {
  if (!gtagLoaded) {
    gtagLoaded = true;
    window.dataLayer = window.dataLayer ?? [];
    gtag('consent', 'default', consentState('denied'));
    gtag('consent', 'update', consentState('granted'));
    gtag('js', new Date());
    gtag('config', id, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  }
  // An explicit page_location, so gtag never reports the address (fragment included) by itself.
  gtag('event', event.name, providerParams(event, window.location.href));
}

let stop: (() => void) | undefined;

/** Connects the local bus to delivery, once, in the browser. */
export function startAnalyticsDelivery(): void {
  stop ??= connectDelivery(analytics, consentGranted, (event) => {
    deliveredEvents.emit(event);
    if (config.analyticsId) sendToGoogleAnalytics(config.analyticsId, event);
  });
}
