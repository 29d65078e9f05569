// Drives /tools/base64-decoder the way a person does: pastes a long Base64 text, presses Decode, waits until the
// result is ready to download, then downloads it. The download's SHA-256 must equal that of the original bytes,
// which coreutils' `base64 -d` also gives back. Timed from pressing Decode (the paste itself is the editor's work,
// which tests/big-text.spec.ts times) to the result on screen.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { INPUT_DIR, MiB, randomFile } from '../../../bench/lib/inputs.mjs';
import { longestTaskBetween, sha256OfFile, timeCommand } from '../../../bench/lib/measure.mjs';

/** One line of standard, padded Base64 of `bytes` random bytes (coreutils' `base64 -w0`), written once. */
export function base64Text(bytes) {
  const source = randomFile(bytes);
  const path = join(INPUT_DIR, `base64-${bytes}.txt`);
  if (existsSync(path) && statSync(path).size === Math.ceil(bytes / 3) * 4) return path;
  const from = openSync(source, 'r');
  const to = openSync(path, 'w');
  try {
    const block = Buffer.alloc(12 * MiB); // a multiple of 3: the pieces join without padding
    for (let n = readSync(from, block); n > 0; n = readSync(from, block)) writeSync(to, block.toString('base64', 0, n));
  } finally {
    closeSync(from);
    closeSync(to);
  }
  return path;
}

/** SHA-256 of what `base64 -d` gives back, computed once per input (not timed). */
const expected = new Map();
function expectedDigest(path) {
  if (!expected.has(path)) {
    const out = spawnSync('sh', ['-c', 'base64 -d "$1" | sha256sum', 'sh', path], { encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`base64 -d | sha256sum failed: ${out.stderr}`);
    expected.set(path, out.stdout.split(/\s+/)[0]);
  }
  return expected.get(path);
}

const coreutilsDecode = {
  name: 'base64 -d',
  run(path) {
    const { ms } = timeCommand('base64', path, { args: ['-d'], discardOutput: true });
    return { ms, digests: { 'decoded sha256': expectedDigest(path) } };
  },
};

const LABEL = 'Base64 or data URL to decode';

/**
 * Pastes the text fetched into the page, as Ctrl+V does, and waits until the page has taken all of it. The editor
 * holds the whole text a task before it hands it to the page (its onChange comes once the last piece is in), and
 * the page enables Decode only then: pressing it earlier does nothing, and the wait for a result would never end.
 * The page is fresh, so its input was empty and Decode was disabled before the paste.
 */
async function paste(page) {
  await page.getByLabel(LABEL, { exact: true }).click();
  await page.evaluate(
    (label) =>
      new Promise((resolve) => {
        const editor = [...document.querySelectorAll('[data-text-editor] > div')]
          .map((host) => host.shadowRoot?.querySelector(`[aria-label="${label}"]`))
          .find(Boolean);
        const data = new DataTransfer();
        data.setData('text/plain', window.__benchText);
        editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        const taken = () => editor.value.length === window.__benchText.length && window.enabledDecode();
        const check = () => (taken() ? resolve() : setTimeout(check, 20));
        check();
      }),
    LABEL,
  );
}

/** Presses Decode and resolves once the result says it is a file to download (or an error shows). */
function decode(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        // Binary or too big to show as text: either way the page offers it as a file.
        const done = () => [...document.querySelectorAll('p')].some((p) => p.textContent.includes('as a file below'));
        const failed = () => document.querySelector('.Toastify__toast--error, [role=alert]');
        const button = window.enabledDecode();
        // A click on a disabled button does nothing: say so rather than wait for a result that cannot come.
        if (!button) return void resolve({ state: 'not started: Decode is missing or disabled' });
        const t0 = performance.now();
        const check = () => {
          const state = done() ? 'done' : failed() ? 'error' : null;
          if (!state) return void requestAnimationFrame(check);
          const t1 = performance.now();
          // Long tasks count until the frame that lays out and paints the result is done.
          requestAnimationFrame(() => setTimeout(() => resolve({ t0, t1, settled: performance.now(), state })));
        };
        button.click();
        requestAnimationFrame(check);
      }),
  );
}

/** Base64 text of `bytes` bytes pasted into the decoder, decoded to a file. */
export function decodePasted() {
  return {
    baseline: [coreutilsDecode],
    ceiling: { kind: 'base64-decode' },
    async prepare() {},
    // A fresh page each run: the editor's undo history keeps every earlier paste.
    async run({ page, url, inputUrl, step }) {
      step('opening the decoder');
      await page.goto(`${url}/tools/base64-decoder`);
      await page.locator('[data-text-editor="ready"]').first().waitFor();
      // In the page: the Decode button, ready to press (it is disabled while the page's input is empty).
      await page.evaluate(() => {
        window.enabledDecode = () =>
          [...document.querySelectorAll('button')].find((b) => b.textContent === 'Decode' && !b.disabled);
      });
      step('fetching the Base64 text');
      await page.evaluate(async (src) => {
        window.__benchText = await (await fetch(src)).text();
      }, inputUrl);
      step('pasting');
      await paste(page);
      step('decoding');
      const { t0, t1, settled, state } = await decode(page);
      if (state !== 'done') throw new Error(`Base64 decoding ended as ${state}`);
      const longestTaskMs = await longestTaskBetween(page, t0, settled);
      // Not timed: the whole result, downloaded as a person would, checked against coreutils.
      step('downloading the result');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download file' }).click();
      const saved = await (await download).path();
      return { ms: t1 - t0, longestTaskMs, digests: { 'decoded sha256': await sha256OfFile(saved) } };
    },
  };
}

export const cases = [
  { name: 'Base64 decode, 64 MiB of data pasted as Base64', bytes: 64 * MiB, input: base64Text, ...decodePasted() },
];
