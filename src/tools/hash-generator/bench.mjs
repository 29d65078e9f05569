// Drives /tools/hash-generator the way a person does: ticks algorithms, picks a file or types text,
// waits for the hashes, and reads them back for the correctness check.
import { basename } from 'node:path';
import { longestTaskBetween } from '../../../bench/lib/measure.mjs';
import { GiB, MiB, randomFile, textFile } from '../../../bench/lib/inputs.mjs';

const LABELS = {
  md5: 'MD5',
  sha1: 'SHA-1',
  sha224: 'SHA-224',
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
  'sha3-256': 'SHA3-256',
  'sha3-512': 'SHA3-512',
  blake2b: 'BLAKE2b',
  blake3: 'BLAKE3',
  crc32: 'CRC32',
  xxhash64: 'xxHash64',
};
const ALL_LABELS = Object.values(LABELS);

async function open(page, url) {
  if (!page.url().endsWith('/tools/hash-generator')) await page.goto(`${url}/tools/hash-generator`);
  await page.getByTestId('hash-status').waitFor({ state: 'attached' });
  const clear = page.getByRole('button', { name: 'Clear file' });
  if (await clear.isVisible()) await clear.click();
  await clearText(page);
  await page.locator('[data-testid=hash-status][data-state=idle]').waitFor({ state: 'attached' });
}

async function choose(page, algorithms) {
  const wanted = algorithms.map((a) => LABELS[a]);
  for (const label of wanted) await page.getByRole('checkbox', { name: label, exact: true }).check();
  for (const label of ALL_LABELS.filter((l) => !wanted.includes(l))) {
    await page.getByRole('checkbox', { name: label, exact: true }).uncheck();
  }
}

/** Empties the text (the text area, or the large-text card's Clear button). */
async function clearText(page) {
  const clear = page.getByRole('button', { name: 'Clear text' });
  if (await clear.isVisible()) await clear.click();
  await page.getByLabel('Text to hash').fill('');
}

/** Pastes the text fetched into page memory, as Ctrl+V does (a paste event with clipboard data). */
async function paste(page) {
  await page.getByLabel('Text to hash').click();
  return page.evaluate(() => {
    // The text editor lives in a shadow root: the focused element is inside it.
    const area = document.activeElement.shadowRoot?.activeElement ?? document.activeElement;
    const data = new DataTransfer();
    data.setData('text/plain', window.__benchText);
    window.__bench.t0 = performance.now();
    area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
}

/** In the page: start the clock on the file input's change (or now), stop when the status settles. */
function arm(page, manualStart) {
  return page.evaluate((manual) => {
    const bench = (window.__bench = { t0: 0 });
    if (!manual)
      document.addEventListener('change', () => (bench.t0 ||= performance.now()), { capture: true, once: true });
    bench.done = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const state = document.querySelector('[data-testid=hash-status]')?.dataset.state;
        if (bench.t0 && (state === 'done' || state === 'error' || state === 'cancelled')) {
          observer.disconnect();
          resolve({ t0: bench.t0, t1: performance.now(), state });
        }
      });
      observer.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-state'] });
    });
  }, manualStart);
}

async function finish(page, algorithms) {
  const { t0, t1, state } = await page.evaluate(() => window.__bench.done);
  if (state !== 'done') {
    // The page's alert says why (e.g. the hash worker stopped responding).
    const alert = page.getByRole('alert');
    const why = (await alert.count()) ? `: ${(await alert.first().innerText()).trim().replace(/\s*\n\s*/g, ': ')}` : '';
    throw new Error(`hash job ended as ${state}${why}`);
  }
  const longestTaskMs = await longestTaskBetween(page, t0, t1);
  const digests = {};
  for (const a of algorithms) digests[a] = await page.getByTestId(`digest-${a}`).inputValue();
  return { ms: t1 - t0, longestTaskMs, digests };
}

/** Hash a file from disk with the given algorithms, chosen through the file picker. */
/** Coreutils has a baseline for these. */
const baselineOf = (algorithms) =>
  algorithms.filter((a) => ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512'].includes(a)).map((a) => `${a}sum`);

/** The browser's best on the same bytes (bench/lib/ceiling.mjs), for the algorithms the ceiling worker knows. */
const ceilingOf = (algorithms) =>
  algorithms.every((a) => ['md5', 'sha1', 'sha256', 'sha512'].includes(a)) ? { kind: 'hash', algorithms } : undefined;

export function hashFile(algorithms) {
  return {
    baseline: baselineOf(algorithms),
    ceiling: ceilingOf(algorithms),
    async prepare({ page, url }) {
      await open(page, url);
      await choose(page, algorithms);
    },
    async run({ page, url, path, step }) {
      step('opening the hash generator');
      await open(page, url);
      await arm(page, false);
      step('choosing the file');
      await page.getByTestId('file-input').setInputFiles(path);
      step('hashing');
      const result = await finish(page, algorithms);
      const shown = await page.getByTestId('file-chip').textContent();
      if (!shown.includes(basename(path))) throw new Error(`the page hashed ${shown}`);
      return result;
    },
  };
}

/** Hash text pasted into the text area in one go, with the given algorithms. */
export function hashText(algorithms) {
  return {
    baseline: baselineOf(algorithms),
    ceiling: ceilingOf(algorithms),
    async prepare({ page, url, inputUrl }) {
      await open(page, url);
      await choose(page, algorithms);
      await page.evaluate(async (src) => {
        window.__benchText = await (await fetch(src)).text();
      }, inputUrl);
    },
    async run({ page, url, step }) {
      step('opening the hash generator');
      await open(page, url);
      await arm(page, true);
      step('pasting');
      await paste(page);
      step('hashing');
      return finish(page, algorithms);
    },
  };
}

const FOUR = ['md5', 'sha1', 'sha256', 'sha512'];

export const cases = [
  { name: 'MD5, 1 GiB file', bytes: GiB, input: randomFile, ...hashFile(['md5']) },
  { name: 'SHA-1, 1 GiB file', bytes: GiB, input: randomFile, ...hashFile(['sha1']) },
  { name: 'SHA-256, 1 GiB file', bytes: GiB, input: randomFile, ...hashFile(['sha256']) },
  { name: 'SHA-512, 1 GiB file', bytes: GiB, input: randomFile, ...hashFile(['sha512']) },
  { name: 'all four, 1 GiB file', bytes: GiB, input: randomFile, ...hashFile(FOUR) },
  { name: 'SHA-256, 128 MiB file (WebCrypto)', bytes: 128 * MiB, input: randomFile, ...hashFile(['sha256']) },
  { name: 'all four, 64 MiB typed text', bytes: 64 * MiB, input: textFile, ...hashText(FOUR) },
];

/** Run only when named with --only (too slow or too big for every run). */
export const optionalCases = [
  { name: 'SHA-256, 2 GiB file', bytes: 2 * GiB, input: randomFile, ...hashFile(['sha256']) },
  { name: 'all four, 2 GiB file', bytes: 2 * GiB, input: randomFile, ...hashFile(FOUR) },
];

export const smokeCases = [
  { name: 'all four, 2 MiB file (smoke)', bytes: 2 * MiB, input: randomFile, ...hashFile(FOUR) },
  { name: 'all four, 512 KiB typed text (smoke)', bytes: MiB / 2, input: textFile, ...hashText(FOUR) },
];
