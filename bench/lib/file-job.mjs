// A file through a tool's file panel (src/ui/components/FileJobPanel) as a person uses it: the file chosen, the
// action's button pressed, timed inside the page until the panel says the job is done, then Download saved.
import { longestTaskBetween } from './measure.mjs';

/**
 * Runs `button` on the file at `path` on the tool's page (after `setUp(page)`, e.g. a passphrase typed): the time from
 * the press until done, the longest main-thread task in between, and where the download was saved.
 */
export async function runFileJob({ page, url, path }, { tool, button, setUp = async () => {} }) {
  await page.goto(`${url}/tools/${tool}`);
  await setUp(page);
  await page.getByTestId('file-input').last().setInputFiles(path);
  const { t0, t1, state } = await pressAndWait(page, button, 'file-job-status');
  if (state !== 'done') throw new Error(`${button} ended as ${state}`);
  const longestTaskMs = await longestTaskBetween(page, t0, t1);
  const download = page.waitForEvent('download', { timeout: 300_000 });
  await page.getByTestId('file-result').getByRole('button', { name: 'Download' }).click();
  return { ms: t1 - t0, longestTaskMs, saved: await (await download).path() };
}

/**
 * Presses the button labelled `label` inside the page and times, inside the page, until the element with test id
 * `statusTestId` says done, error or cancelled (its data-state): { t0, t1, state }.
 */
export function pressAndWait(page, label, statusTestId) {
  return page.evaluate(
    ([label, statusTestId]) =>
      new Promise((resolve) => {
        const press = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
        const status = () => document.querySelector(`[data-testid=${statusTestId}]`)?.dataset.state;
        const t0 = performance.now();
        press.click();
        const check = () => {
          const state = status();
          if (state === 'done' || state === 'error' || state === 'cancelled')
            resolve({ t0, t1: performance.now(), state });
          else if (performance.now() - t0 > 600_000)
            resolve({ t0, t1: performance.now(), state: 'not done in 10 min' });
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [label, statusTestId],
  );
}
