// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  localStorage.clear();
  delete window.dataLayer;
  history.replaceState(null, '', '/');
});

/** The delivery module and the bus, fresh, built with Google Analytics configured. */
async function withGoogleAnalytics() {
  vi.resetModules();
  vi.stubEnv('VITE_ANALYTICS_ID', 'G-TEST');
  const [{ startAnalyticsDelivery }, { analytics }] = await Promise.all([
    import('./delivery'),
    import('../../core/site/analytics'),
  ]);
  startAnalyticsDelivery();
  return analytics;
}

/** The gtag('event', …) calls pushed to window.dataLayer, as arrays. */
const eventsPushed = () =>
  (window.dataLayer ?? [])
    .map((entry): unknown[] => Array.from(entry as IArguments))
    .filter(([kind]) => kind === 'event');

describe('delivery to Google Analytics', () => {
  it('sends every event with page_location, never the address fragment', async () => {
    const analytics = await withGoogleAnalytics();
    localStorage.setItem('userConsent', 'granted');
    history.replaceState(null, '', '/tools/url-encoder#share=q1YqU7Iy1FEqyc_PUbJSKi3K0U3NS85');
    analytics.emit({ name: 'tool_select', params: { tool_id: 'a', tool_name: 'A', tool_category: 'c' } });
    analytics.emit({
      name: 'page_view',
      params: { page_path: '/x', page_title: 'X', page_location: `${location.origin}/x#load=abc` },
    });
    expect(eventsPushed()).toEqual([
      [
        'event',
        'tool_select',
        { tool_id: 'a', tool_name: 'A', tool_category: 'c', page_location: `${location.origin}/tools/url-encoder` },
      ],
      ['event', 'page_view', { page_path: '/x', page_title: 'X', page_location: `${location.origin}/x` }],
    ]);
  });

  it('sends nothing before consent', async () => {
    const analytics = await withGoogleAnalytics();
    analytics.emit({ name: 'tool_select', params: { tool_id: 'a', tool_name: 'A', tool_category: 'c' } });
    expect(window.dataLayer).toBeUndefined();
  });
});
