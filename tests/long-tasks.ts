import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The most CPU time one main-thread task may take while a tool works on a huge input: 100 ms, the delay from which a
 * person feels the page hold back (RAIL's response budget). Doing that work on the main thread instead takes whole
 * seconds on these inputs, so the limit still catches it. CPU time, not wall time: on a loaded two-core machine a 10 ms
 * task can span 150 ms while the thread waits for a core or for the browser process (traces of CI-like runs showed 2-7
 * ms of CPU in 63-197 ms layouts, spent waiting for fontconfig the first time a result used a semibold face).
 */
export const TASK_LIMIT_MS = 100;
/** Pasting tens of megabytes: the editor's own insertion, piece by piece, may take longer tasks than a tool's run. */
export const PASTE_TASK_LIMIT_MS = 200;
/** Wall time no task may reach whatever it waits for: past half a second the page reads as frozen. */
export const FREEZE_LIMIT_MS = 500;

interface Task {
  /** Start, on the page's clock (performance.now()). */
  start: number;
  wall: number;
  cpu: number;
}

/** The page's main-thread tasks of the current watch, read from the trace once it stops. */
const watched = new WeakMap<Page, { clockMark: string; tasks?: Task[] }>();
const CATEGORIES = ['toplevel', 'blink.user_timing'];

/**
 * Traces every main-thread task of the page from now on, with its CPU time (Chromium's tracing: 'toplevel').
 * Measure a window in which the test itself does not touch the page: Playwright's own queries run on the page's
 * main thread too, and on a busy machine a locator poll over a 100,000-character field can itself take 50 ms.
 * So each test starts the action and waits for its result inside one page.evaluate, and only tasks inside that
 * window count.
 */
export async function watchLongTasks(page: Page) {
  // The test's own set-up (a 50 MB string, a 24-megapixel photo made on the page) leaves garbage whose collection
  // would otherwise fall in the measured window and count against the tool.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
  const browser = page.context().browser()!;
  if (watched.get(page)?.tasks === undefined && watched.has(page)) await browser.stopTracing();
  await browser.startTracing(page, { categories: CATEGORIES });
  const clockMark = `long-tasks-${Date.now()}`;
  watched.set(page, { clockMark });
  // Let rendering of the test's own set-up (a 100,000-character fill) finish first; the mark ties the trace's clock
  // to the page's.
  await page.evaluate(async (clockMark) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    performance.mark(clockMark);
  }, clockMark);
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Stops the trace and reads the page's main-thread tasks from it: those on the thread that made the clock mark. */
async function tracedTasks(page: Page): Promise<Task[]> {
  const watch = watched.get(page);
  if (!watch) throw new Error('watchLongTasks(page) first');
  if (watch.tasks) return watch.tasks;
  const [trace, markAt] = await Promise.all([
    page.context().browser()!.stopTracing(),
    page.evaluate((name) => performance.getEntriesByName(name)[0].startTime, watch.clockMark),
  ]);
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mark = events.find((e) => e.name === watch.clockMark)!;
  const toPage = (ts: number) => ts / 1000 - mark.ts / 1000 + markAt;
  watch.tasks = events
    .filter(
      (e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask',
    )
    .map((e) => ({ start: toPage(e.ts), wall: (e.dur ?? 0) / 1000, cpu: (e.tdur ?? 0) / 1000 }));
  return watch.tasks;
}

/**
 * The most CPU time of a main-thread task that overlapped [from, to] (page clock), with every long task (over 50 ms of
 * wall time) for failure messages. Fails at once if a task's wall time reached `freezeLimit` (FREEZE_LIMIT_MS unless a test
 * that shares the machine with others names a looser one).
 */
export async function longestTaskBetween(
  page: Page,
  { from, to }: { from: number; to: number },
  { freezeLimit = FREEZE_LIMIT_MS }: { freezeLimit?: number } = {},
) {
  await page.waitForTimeout(200); // the window's last task ends
  const tasks = (await tracedTasks(page)).filter((t) => t.start <= to && t.start + t.wall >= from);
  const long = tasks.filter((t) => t.wall > 50);
  const details = `long tasks in the ${Math.round(to - from)} ms window: ${long.map((t) => `${Math.round(t.wall)} ms (CPU ${Math.round(t.cpu)})`).join(', ') || 'none'}`;
  expect(Math.max(0, ...long.map((t) => t.wall)), details).toBeLessThan(freezeLimit);
  return { longest: Math.max(0, ...tasks.map((t) => t.cpu)), details };
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
