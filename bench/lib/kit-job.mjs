// A kit tool's job through the page, as a person runs it: press the main action (the chosen tab's action) and wait
// until its job ends, timed inside the page so no Playwright query runs meanwhile; then the longest main-thread task
// in that window and the whole output, saved by Download.
import { longestTaskBetween } from './measure.mjs';

const MAIN_ACTION = 'main [aria-keyshortcuts="Control+Enter"]';

/**
 * Runs the page's main action once it is enabled, `settleMs` after (an editor takes in a file's text first, its own
 * long task: the job is timed from a settled page). `what` names the job in a failure. Returns the time, the longest
 * task and the path of the downloaded output (none with `download: false`, for a short output without a Download:
 * a password hash, read from its pane instead).
 */
export async function runKitJob(page, what, { settleMs = 0, download: save = true } = {}) {
  const button = page.locator(MAIN_ACTION);
  await button.waitFor();
  for (let tries = 0; (await button.isDisabled()) && tries < 600; tries++) await page.waitForTimeout(50);
  if (settleMs) await page.waitForTimeout(settleMs);
  const { t0, t1, state } = await page.evaluate(
    (selector) =>
      new Promise((resolve) => {
        const status = () => document.querySelector('[data-testid=job-status]')?.dataset.state;
        const t0 = performance.now();
        document.querySelector(selector).click();
        const check = () => {
          const state = status();
          if (state === 'done') requestAnimationFrame(() => resolve({ t0, t1: performance.now(), state }));
          else if (state === 'error' || state === 'cancelled') resolve({ t0, t1: performance.now(), state });
          else if (performance.now() - t0 > 300_000) resolve({ t0, t1: performance.now(), state: 'not done in 5 min' });
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    MAIN_ACTION,
  );
  if (state !== 'done') throw new Error(`${what} ended as ${state}`);
  const longestTaskMs = await longestTaskBetween(page, t0, t1);
  if (!save) return { ms: t1 - t0, longestTaskMs };
  const download = page.waitForEvent('download', { timeout: 300_000 });
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  return { ms: t1 - t0, longestTaskMs, saved: await (await download).path() };
}
