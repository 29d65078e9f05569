import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Lighthouse-grade loading on a phone (issue 34): a mid-range phone's screen and a CPU four times slower than this
// machine's (Lighthouse's mobile profile), measured with the browser's own Performance API. Timing needs a quiet
// machine: tagged @timing, these run alone after every other test (playwright.config.ts).

/** Largest Contentful Paint budget: "good" is 2.5 s in Core Web Vitals; ours is stricter. */
const LCP_LIMIT_MS = 2_000;
/** Cumulative Layout Shift budget ("good" is 0.1). */
const CLS_LIMIT = 0.05;
const CPU_SLOWDOWN = 4;

/** The home page, a light tool, a kit formatter and the hardware check-up. */
const PAGES = ['/', '/tools/uuid-generator', '/tools/json-formatter', '/tools/device-checkup'];

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });

interface Vitals {
  lcp: number;
  lcpElement: string;
  cls: number;
  shifts: string[];
}

/** Starts observing before the page's first byte, so no entry is missed. */
async function observeVitals(page: Page) {
  await page.addInitScript(() => {
    const vitals = { lcp: 0, lcpElement: '', cls: 0, shifts: [] as string[] };
    (window as unknown as { vitals: typeof vitals }).vitals = vitals;
    const describe = (node: Node | null | undefined) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${node.className}` : '';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        vitals.lcp = entry.startTime;
        vitals.lcpElement = describe(entry.element);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        // Every shift counts, not only the worst session window: stricter than the metric's definition.
        vitals.cls += entry.value;
        vitals.shifts.push(`${entry.value.toFixed(4)} ${entry.sources?.map((s) => describe(s.node)).join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function loadLikeAPhone(page: Page, path: string): Promise<Vitals> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await observeVitals(page);
  await page.goto(path);
  // Late shifts (a font, a lazy chunk, the ad slot) count too: wait until the network has been quiet a while.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const vitals = await page.evaluate(() => (window as unknown as { vitals: Vitals }).vitals);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return vitals;
}

// On a quiet machine (2026-11-29): '/' 780-836 ms, uuid-generator 584-712 ms, json-formatter 668-920 ms, device-checkup
// 572-1288 ms; CLS 0 but for one 0.0054 on json-formatter (uuid-generator was 0.073 before its list held its room).
for (const path of PAGES) {
  test(
    `${path} paints its largest content within 2 s and does not shift on a slow phone`,
    { tag: '@timing' },
    async ({ page }, testInfo) => {
      const vitals = await loadLikeAPhone(page, path);
      testInfo.annotations.push({
        type: 'vitals',
        description: `LCP ${Math.round(vitals.lcp)} ms (${vitals.lcpElement}), CLS ${vitals.cls.toFixed(4)}`,
      });
      console.log(`${path}: LCP ${Math.round(vitals.lcp)} ms (${vitals.lcpElement}), CLS ${vitals.cls.toFixed(4)}`);
      expect(vitals.lcp, 'a largest contentful paint was recorded').toBeGreaterThan(0);
      expect(vitals.lcp, `LCP (${vitals.lcpElement})`).toBeLessThan(LCP_LIMIT_MS);
      expect(vitals.cls, `CLS: ${vitals.shifts.join('; ')}`).toBeLessThan(CLS_LIMIT);
    },
  );
}
