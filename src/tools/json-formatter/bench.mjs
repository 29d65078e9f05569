// Drives /tools/json-formatter the way a person does: chooses a large .json file, presses Format and waits until
// the formatted result is on screen. Baselines on the same file in the same run: `jq .` and Node's
// JSON.stringify(JSON.parse(text), null, 2). The page's formatted output (downloaded whole) must be byte for byte
// theirs: the same SHA-256, final newline aside. On this input (integers, plain strings, no escapes) the three agree.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { INPUT_DIR, MiB } from '../../../bench/lib/inputs.mjs';
import { longestTaskBetween } from '../../../bench/lib/measure.mjs';

/** Records like an API's, with text in several scripts (no floats or escapes: jq would rewrite them). */
function writeJson(path, bytes) {
  mkdirSync(INPUT_DIR, { recursive: true });
  if (existsSync(path) && statSync(path).size >= bytes) return path;
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, '[');
    let written = 1;
    for (let i = 0; written < bytes; i++) {
      const lines = [];
      for (let j = 0; j < 1000; j++, i++) {
        lines.push(
          `${i ? ',' : ''}{"id":${i},"name":"item ${i} é ☃","tags":["a","b","t${i % 7}"],"ok":${i % 2 === 0},` +
            `"nested":{"x":${i * 7},"y":[${i},null,"${(i * 2654435761) % 4294967296}"]}}`,
        );
      }
      const chunk = lines.join('');
      writeSync(fd, chunk);
      written += Buffer.byteLength(chunk);
    }
    writeSync(fd, ']');
  } finally {
    closeSync(fd);
  }
  return path;
}

const inputOf = (bytes) => writeJson(join(INPUT_DIR, `records-${bytes}.json`), bytes);

/** SHA-256 of an output without its final newline (jq writes one, JSON.stringify does not). */
const sha256Of = (text) => createHash('sha256').update(text.replace(/\n$/, '')).digest('hex');

/** SHA-256 of a file without its final newline, read in chunks (the formatted output can pass 200 MB). */
async function sha256OfFile(path) {
  const hash = createHash('sha256');
  let pending = Buffer.alloc(0);
  for await (const chunk of createReadStream(path)) {
    if (pending.length) hash.update(pending);
    pending = chunk;
  }
  const last = pending.length && pending[pending.length - 1] === 0x0a ? pending.subarray(0, -1) : pending;
  return hash.update(last).digest('hex');
}

const jq = {
  name: 'jq .',
  run(path) {
    const t0 = process.hrtime.bigint();
    const out = spawnSync('jq', ['.', path], { maxBuffer: 2 ** 31 });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (out.status !== 0) throw new Error(`jq failed: ${out.stderr}`);
    return { ms, digests: { formattedSha256: sha256Of(out.stdout.toString('utf8')) } };
  },
};

const node = {
  name: 'Node JSON.stringify(JSON.parse(x), null, 2)',
  run(path) {
    const t0 = process.hrtime.bigint();
    const text = JSON.stringify(JSON.parse(readFileSync(path, 'utf8')), null, 2);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    return { ms, digests: { formattedSha256: sha256Of(text) } };
  },
};

async function run({ page, url, path }) {
  await page.goto(`${url}/tools/json-formatter`);
  await page.getByTestId('file-input').setInputFiles(path);
  await page.getByTestId('kit-file-info').waitFor();
  // From the click until the result is on screen, all inside the page so no Playwright query runs meanwhile.
  const { t0, t1, state } = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Format');
        const output = () =>
          [...document.querySelectorAll('[data-text-editor] > div')]
            .map((host) => host.shadowRoot?.querySelector('[aria-label="Formatted JSON"]'))
            .find(Boolean);
        const t0 = performance.now();
        button.click();
        const check = () => {
          if (output()?.value) requestAnimationFrame(() => resolve({ t0, t1: performance.now(), state: 'done' }));
          else if (document.querySelector('[role=alert]')) resolve({ t0, t1: performance.now(), state: 'error' });
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  if (state !== 'done') throw new Error(`formatting ended as ${state}`);
  const longestTaskMs = await longestTaskBetween(page, t0, t1);
  // After the timing: the formatted output as a person gets it whole, by Download.
  const download = page.waitForEvent('download', { timeout: 300_000 });
  await page.getByRole('button', { name: 'Download' }).click();
  const formattedSha256 = await sha256OfFile(await (await download).path());
  return { ms: t1 - t0, longestTaskMs, digests: { formattedSha256 } };
}

/** A bench case: a `bytes`-long .json file formatted in the page, against one baseline. */
export function jsonFormatCase(name, bytes, baseline) {
  return {
    name,
    get bytes() {
      return statSync(inputOf(bytes)).size;
    },
    input: () => inputOf(bytes),
    baseline: [baseline === 'jq' ? jq : node],
    prepare: async () => {},
    run,
  };
}

export const cases = [
  jsonFormatCase('JSON: 100 MB file formatted, vs jq .', 100 * MiB, 'jq'),
  jsonFormatCase('JSON: 100 MB file formatted, vs Node', 100 * MiB, 'node'),
];
