// Drives a code formatter (/tools/html-formatter, /tools/css-formatter) the way a person does: chooses the
// file, presses Format, waits for the success notice, then downloads both outputs, whose SHA-256 must equal
// the Node baseline's (Prettier and the same minifier on the same file, ./code-format-node.mjs).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { longestTaskBetween } from '../lib/measure.mjs';

const NODE_BASELINE = fileURLToPath(new URL('./code-format-node.mjs', import.meta.url));
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

function nodeBaseline(kind) {
  return {
    name: `Prettier + ${kind === 'css' ? 'csso' : "html-minifier-terser and the page's blank pass"} in Node`,
    run(path) {
      const out = spawnSync(process.execPath, [NODE_BASELINE, kind, path], { encoding: 'utf8', maxBuffer: 2 ** 26 });
      if (out.status !== 0) throw new Error(`the Node baseline failed: ${out.stderr}`);
      const { ms, formatted, minified } = JSON.parse(out.stdout);
      return { ms, digests: { formatted, minified } };
    },
  };
}

/** The SHA-256 of what the output tab's Download saves. */
async function downloaded(page, tab) {
  await page.getByRole('tab', { name: tab }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  return sha256(readFileSync(await (await download).path(), 'utf8'));
}

function runner(id, name) {
  return async ({ page, url, path }) => {
    await page.goto(`${url}/tools/${id}`);
    await page.locator('[data-text-editor="ready"]').first().waitFor(); // hydrated: the file input is live
    await page.getByTestId('file-input').setInputFiles(path);
    const size = readFileSync(path, 'utf8').length;
    await page.getByLabel(`${name} input`).evaluate((element, n) => {
      return new Promise((resolve) => {
        const check = () => (element.value?.length === n ? resolve() : requestAnimationFrame(check));
        check();
      });
    }, size);
    await page.waitForTimeout(300); // the editor settles after taking the file
    // From the click until the success notice and the formatted text are on screen, all inside the page.
    const { t0, t1 } = await page.evaluate(
      (label) =>
        new Promise((resolve) => {
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Format');
          const output = () =>
            [...document.querySelectorAll('[data-text-editor] > div')]
              .map((host) => host.shadowRoot?.querySelector(`[aria-label="${label}"]`))
              .find(Boolean);
          const t0 = performance.now();
          button.click();
          const check = () => {
            const toast = document.querySelector('.Toastify__toast')?.textContent ?? '';
            if (toast.includes('formatted successfully') && output()?.value)
              requestAnimationFrame(() => resolve({ t0, t1: performance.now() }));
            else if (toast && !toast.includes('formatted successfully')) resolve({ t0, t1: -1, toast });
            else requestAnimationFrame(check);
          };
          check();
        }),
      `Formatted ${name}`,
    );
    if (t1 < 0) throw new Error(`${name} formatting failed`);
    const longestTaskMs = await longestTaskBetween(page, t0, t1);
    const digests = { formatted: await downloaded(page, 'Formatted'), minified: await downloaded(page, 'Minified') };
    return { ms: t1 - t0, longestTaskMs, digests };
  };
}

/** A bench case for the formatter `id` on the file `input()` writes (its size known once written). */
export function codeFormatCase(caseName, { id, name, kind, input }) {
  return {
    name: caseName,
    get bytes() {
      return readFileSync(input()).length;
    },
    input,
    baseline: [nodeBaseline(kind)],
    prepare: async () => {},
    run: runner(id, name),
  };
}
