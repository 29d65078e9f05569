import type { Page } from '@playwright/test';

/**
 * The longest main-thread task a tool's work on a huge input may cause: 100 ms, the delay from which a person feels
 * the page hold back (RAIL's response budget). Doing that work on the main thread instead takes whole seconds on
 * these inputs, so the limit still catches it. Not the long-task threshold (50 ms) itself: on a loaded two-core CI
 * machine the scheduler alone stretches a 20 ms task past it (CI saw 53-82 ms tasks that take 10-20 ms here).
 */
export const TASK_LIMIT_MS = 100;
/** Pasting tens of megabytes: the editor's own insertion, piece by piece, may take longer tasks than a tool's run. */
export const PASTE_TASK_LIMIT_MS = 200;

/**
 * Records every long main-thread task (over 50 ms, PerformanceObserver 'longtask') from now on.
 * Measure a window in which the test itself does not touch the page: Playwright's own queries run
 * on the page's main thread too, and on a busy machine a locator poll over a 100,000-character
 * field can itself take 50 ms. So each test starts the action and waits for its result inside one
 * page.evaluate, and only tasks inside that window count.
 */
export async function watchLongTasks(page: Page) {
  // The test's own set-up (a 50 MB string, a 24-megapixel photo made on the page) leaves garbage whose collection
  // would otherwise fall in the measured window and count against the tool.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
  await page.evaluate(async () => {
    // Let rendering of the test's own set-up (a 100,000-character fill) finish first.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const w = window as unknown as { longTasks: { start: number; duration: number }[]; watching?: boolean };
    w.longTasks = [];
    if (w.watching) return; // one observer per page, or each task would be counted again
    w.watching = true;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
  });
}

/** The longest task that overlapped [from, to] (page clock), with every such task for failure messages. */
export async function longestTaskBetween(page: Page, { from, to }: { from: number; to: number }) {
  await page.waitForTimeout(200); // entries are delivered asynchronously
  const tasks = await page.evaluate(
    ([a, b]) =>
      (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
        .filter((t) => t.start <= b && t.start + t.duration >= a)
        .map((t) => Math.round(t.duration)),
    [from, to],
  );
  return {
    longest: Math.max(0, ...tasks),
    details: `long tasks in the ${Math.round(to - from)} ms window: ${tasks.join(', ') || 'none'}`,
  };
}

/**
 * Clicks the button reading `button` and resolves after the frame in which the editor labelled `editor` first holds
 * a value: the window of a job from click to result. Checked once a frame inside the page, so no Playwright query
 * runs on the main thread meanwhile.
 */
export function clickUntilEditorFilled(page: Page, button: string, editor: string) {
  return page.evaluate(
    ({ button, editor }) =>
      new Promise<{ from: number; to: number }>((resolve) => {
        const from = performance.now();
        // The text editor is in a shadow root; its editable element's value is the whole text.
        const result = () =>
          [...document.querySelectorAll('[data-text-editor] > div')]
            .map((host) => host.shadowRoot?.querySelector(`[aria-label="${editor}"]`))
            .find(Boolean) as (Element & { value?: string }) | undefined;
        const check = () =>
          result()?.value ? setTimeout(() => resolve({ from, to: performance.now() })) : requestAnimationFrame(check);
        requestAnimationFrame(check);
        [...document.querySelectorAll('button')].find((b) => b.textContent === button)!.click();
      }),
    { button, editor },
  );
}
