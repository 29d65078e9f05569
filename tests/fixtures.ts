import { test as base, expect as baseExpect, type Page, type Request } from '@playwright/test';

/**
 * Playwright's `expect`, with `expect.poll` looking every 50 ms: its own backoff (100, 250, 500, then every 1000 ms)
 * finds a result that came at 300 ms only at 850 ms, and the kit's examples poll hundreds of times a run.
 */
export const expect = baseExpect.configure({});
const POLL_INTERVALS = [50];
expect.poll = (actual, messageOrOptions) =>
  baseExpect.poll(
    actual,
    typeof messageOrOptions === 'string'
      ? { message: messageOrOptions, intervals: POLL_INTERVALS }
      : { intervals: POLL_INTERVALS, ...messageOrOptions },
  );

/** True once every prerendered part of the page has hydrated (its controls are live). */
const hydrated = () => !document.querySelector('[data-hydration-gate="waiting"]');

/**
 * The system clipboard is one for every browser the parallel test workers run, so one test's copy could be read by
 * another's paste or read. The page still copies to it as it would (a refusal fails the copy as it would), and also
 * keeps what it copied last, which is what `navigator.clipboard.readText` answers in this page: each test reads its
 * own copy. Before the page has copied anything, reading falls back to the system clipboard.
 */
function clipboardOfThisPage() {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) return;
  const write = clipboard.write.bind(clipboard);
  const writeText = clipboard.writeText.bind(clipboard);
  const readText = clipboard.readText.bind(clipboard);
  let copied: string | undefined;
  const plainText = async (items: ClipboardItems) => {
    const item = items.find((candidate) => candidate.types.includes('text/plain'));
    return item ? (await item.getType('text/plain')).text() : undefined;
  };
  clipboard.writeText = async (text) => {
    await writeText(text);
    copied = text;
  };
  clipboard.write = async (items) => {
    await write(items);
    copied = await plainText(items);
  };
  clipboard.readText = () => (copied === undefined ? readText() : Promise.resolve(copied));
}

/** A Content-Security-Policy violation the page reported (a `securitypolicyviolation` event). */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Every browser test runs with three guards:
 * - privacy: any request to another origin fails the test, and never reaches the network (Chromium's closed
 *   proxy, tests/chromium.mjs). A test that answers another origin with a stub of its own (`page.route`) must
 *   name it in `allowedOrigins` (`test.use({ allowedOrigins: [...] })`, default none); a request to it that no
 *   stub answers still fails the test;
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
    await page.addInitScript(clipboardOfThisPage);
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
      const pageErrors: string[] = [];
      // Nothing foreign leaves: Chromium sends every request but loopback to a closed proxy (tests/chromium.mjs), and
      // the guard only listens (intercepting every request to block the foreign ones cost a page load 0.4 s). Every
      // request to another origin fails the test, except one the page's own policy refused (it never left) and one to
      // an origin the test allows that its stub (a `page.route`) answered.
      const context = page.context();
      const foreignRequests = new Set<Request>();
      context.on('request', (request) => {
        if (isForeign(new URL(request.url()))) foreignRequests.add(request);
      });
      context.on('requestfailed', (request) => {
        if (request.failure()?.errorText === 'csp') foreignRequests.delete(request);
      });
      context.on('requestfinished', (request) => {
        if (allowedOrigins.includes(new URL(request.url()).origin)) foreignRequests.delete(request);
      });
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await use();
      expect(
        [...foreignRequests].map((request) => request.url()),
        'requests to another origin',
      ).toEqual([]);
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
