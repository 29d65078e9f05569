// The browser's own ceiling for a case, measured in the same browser on the same file: the larger of reading the
// file in a worker doing nothing else and the best engine's in-memory compute (bench/ceiling/worker.mjs).
// "ours / ceiling" then says how much of the gap to the native tool is ours and how much is the browser's.

import { descendants, isRenderer, whenExited } from './measure.mjs';

/** Opens the ceiling page, hands it the file and returns { readMs, computeMs, ms }. */
export async function measureCeiling(context, url, path, work) {
  const before = new Set(descendants(process.pid));
  const page = await context.newPage();
  try {
    await page.goto(`${url}/__ceiling/index.html`);
    await page.locator('input[type=file]').setInputFiles(path);
    const result = await page.evaluate(
      (work) =>
        new Promise((resolve) => {
          const worker = new Worker('/__ceiling/worker.mjs', { type: 'module' });
          worker.onmessage = ({ data }) => {
            worker.terminate();
            resolve(data);
          };
          worker.onerror = (event) => resolve({ error: event.message || 'the ceiling worker failed to load' });
          worker.postMessage({ file: document.querySelector('input').files[0], work });
        }),
      work,
    );
    if (result.error) throw new Error(`ceiling: ${result.error}`);
    return { ...result, ms: Math.max(result.readMs, result.computeMs) };
  } finally {
    // The renderers the ceiling's page started (one holds the whole file), gone before the next job. Only
    // renderers: Chromium keeps other helpers (and a spare renderer) alive, and waiting on them costs the bound.
    const started = descendants(process.pid).filter((pid) => !before.has(pid) && isRenderer(pid));
    await page.close();
    await whenExited(started, 3000);
  }
}
