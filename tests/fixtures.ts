import { test as base, expect, type Page } from '@playwright/test';

/** True once every prerendered part of the page has hydrated (its controls are live). */
const hydrated = () => !document.querySelector('fieldset[data-hydration-gate]:disabled');

/** A Content-Security-Policy violation the page reported (a `securitypolicyviolation` event). */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Every browser test runs with three guards:
 * - privacy: any request to another origin is blocked and fails the test. A test that answers another
 *   origin with a stub of its own (`page.route`, which runs before the guard's) must name it in
 *   `allowedOrigins` (`test.use({ allowedOrigins: [...] })`, default none); a request no stub answers is
 *   still blocked and fails the test, so nothing ever reaches the network;
 * - policy: any Content-Security-Policy violation the page reports fails the test, so every tool is
 *   proven to work under the policy (a test that provokes violations on purpose takes them out of
 *   `cspViolations`);
 * - robustness: any uncaught exception in the page fails the test.
 * `page.goto` and `page.reload` return once the page has hydrated, as a person would wait for a
 * page to respond (events on prerendered controls before hydration are not handled; the controls
 * are disabled until then).
 */
export const test = base.extend<{ guards: void; cspViolations: CspViolation[]; allowedOrigins: string[] }>({
  allowedOrigins: [[], { option: true }],
  page: async ({ page, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await page.waitForFunction(hydrated);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await page.waitForFunction(hydrated);
      return response;
    };
    await use(page);
  },
  cspViolations: [
    async ({ page, javaScriptEnabled }, use) => {
      const violations: CspViolation[] = [];
      if (javaScriptEnabled) {
        await page.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
          violations.push(violation);
        });
        await page.addInitScript(() => {
          const report = (window as unknown as { __reportCspViolation: (v: CspViolation) => Promise<void> })
            .__reportCspViolation;
          document.addEventListener('securitypolicyviolation', (e) => {
            void report({
              directive: e.effectiveDirective,
              blocked: e.blockedURI,
              source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}${e.sample ? ` ${e.sample}` : ''}`,
            });
          });
        });
      }
      await use(violations);
      // Reports travel asynchronously: one round trip lets the last ones arrive.
      if (javaScriptEnabled && !page.isClosed()) await page.evaluate(() => 0).catch(() => undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  guards: [
    async ({ page, baseURL, allowedOrigins }, use) => {
      const origin = new URL(baseURL!).origin;
      const isForeign = (url: URL) => (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
      const foreign: string[] = [];
      const pageErrors: string[] = [];
      // Nothing foreign that a test's own stub (a later `page.route`, which runs first) does not answer leaves.
      await page.route(isForeign, (route) => {
        foreign.push(route.request().url());
        return route.abort('blockedbyclient');
      });
      // A stub answers only origins the test allows: a stub cannot hide a request the page should not make.
      page.on('requestfinished', (request) => {
        const url = new URL(request.url());
        if (isForeign(url) && !allowedOrigins.includes(url.origin)) foreign.push(request.url());
      });
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await use();
      expect(foreign, 'requests to another origin').toEqual([]);
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The visitor has made their consent choice already ("Do not consent"), so the banner stays away: for tests about
 * the page, not the banner (it lies over the foot of the window and would take a click meant for a control there).
 */
export const withConsentChosen = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('userConsent', 'denied'));

export { expect };
