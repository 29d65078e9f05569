import { test as base, expect } from '@playwright/test';

/**
 * Every browser test runs with two guards:
 * - privacy: any request to another origin is blocked and fails the test;
 * - robustness: any uncaught exception in the page fails the test.
 */
export const test = base.extend<{ guards: void }>({
  guards: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const foreign: string[] = [];
      const pageErrors: string[] = [];
      await page.route(
        (url) => (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin,
        (route) => {
          foreign.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await use();
      expect(foreign, 'requests to another origin').toEqual([]);
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
