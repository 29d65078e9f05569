// Drives /tools/base64-encoder's File tab the way a person does: chooses a file, waits for the Base64,
// then downloads it; the download's SHA-256 must equal that of coreutils' `base64 -w0` output.
import { spawnSync } from 'node:child_process';
import { longestTaskBetween, sha256OfFile, timeCommand } from '../../../bench/lib/measure.mjs';
import { MiB, randomFile } from '../../../bench/lib/inputs.mjs';

/** SHA-256 of coreutils' Base64 of the file, computed once per input (not timed). */
const expectedDigests = new Map();
function expectedDigest(path) {
  if (!expectedDigests.has(path)) {
    const out = spawnSync('sh', ['-c', 'base64 -w0 "$1" | sha256sum', 'sh', path], { encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`base64 | sha256sum failed: ${out.stderr}`);
    expectedDigests.set(path, out.stdout.split(/\s+/)[0]);
  }
  return expectedDigests.get(path);
}

/** The baseline: `base64 -w0 file`, output discarded, timed like the digest programs. */
const coreutilsBase64 = {
  name: 'base64 -w0',
  run(path) {
    const { ms } = timeCommand('base64', path, { args: ['-w0'], discardOutput: true });
    return { ms, digests: { 'base64 sha256': expectedDigest(path) } };
  },
};

async function open(page, url) {
  if (!page.url().endsWith('/tools/base64-encoder')) {
    await page.goto(`${url}/tools/base64-encoder`);
    // Prerendered controls are live once hydrated (see tests/fixtures.ts).
    await page.waitForFunction(() => !document.querySelector('fieldset[data-hydration-gate]:disabled'));
  }
  await page.getByRole('tab', { name: 'File' }).click();
  const remove = page.getByRole('button', { name: 'Remove file' });
  if (await remove.isVisible()) await remove.click();
  // In the page: the shown Download button (the File tab's) is enabled once the whole output is ready.
  await page.evaluate(() => {
    window.downloadReady = () =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent.includes('Download') && !button.disabled && button.offsetParent !== null,
      );
  });
  // No file, no output: Download stays disabled until the next file is encoded.
  await page.waitForFunction(() => !window.downloadReady());
}

/** In the page: start the clock on the file input's change, stop when the output (or an error toast) shows. */
function arm(page) {
  return page.evaluate(() => {
    const bench = (window.__bench = { t0: 0 });
    document.addEventListener('change', () => (bench.t0 ||= performance.now()), { capture: true, once: true });
    bench.done = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const output = window.downloadReady();
        const failed = document.querySelector('.Toastify__toast--error');
        if (bench.t0 && (output || failed)) {
          observer.disconnect();
          const t1 = performance.now();
          // Long tasks count until the frame that lays out and paints the result is done.
          requestAnimationFrame(() =>
            setTimeout(() =>
              resolve({ t0: bench.t0, t1, settled: performance.now(), state: output ? 'done' : 'error' }),
            ),
          );
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
}

/** Base64 (standard alphabet, one line, padded: the page's defaults) of a file from disk. */
export function encodeFile() {
  return {
    baseline: [coreutilsBase64],
    ceiling: { kind: 'base64' },
    async prepare({ page, url }) {
      await open(page, url);
    },
    async run({ page, url, path }) {
      await open(page, url);
      await arm(page);
      await page.getByTestId('file-input').setInputFiles(path);
      const { t0, t1, settled, state } = await page.evaluate(() => window.__bench.done);
      if (state !== 'done') throw new Error(`Base64 job ended as ${state}`);
      const longestTaskMs = await longestTaskBetween(page, t0, settled);
      // Not timed: the whole output, downloaded as a person would, checked against coreutils.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download' }).click();
      const saved = await (await download).path();
      return { ms: t1 - t0, longestTaskMs, digests: { 'base64 sha256': await sha256OfFile(saved) } };
    },
  };
}

export const cases = [{ name: 'Base64 encode, 256 MiB file', bytes: 256 * MiB, input: randomFile, ...encodeFile() }];

export const smokeCases = [
  { name: 'Base64 encode, 2 MiB file (smoke)', bytes: 2 * MiB, input: randomFile, ...encodeFile() },
];
