// Drives /tools/json-formatter the way a person does: chooses a large .json file, presses Format and waits until
// the formatted result is on screen. Baselines on the same file in the same run: `jq .` and Node's
// JSON.stringify(JSON.parse(text), null, 2). The page's output length must equal theirs.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { INPUT_DIR } from '../lib/inputs.mjs';
import { longestTaskBetween } from '../lib/measure.mjs';

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

/** Characters (UTF-16 code units, as the page counts) of an output, without its final newline. */
const charsOf = (buffer) => buffer.toString('utf8').replace(/\n$/, '').length;

const jq = {
  name: 'jq .',
  run(path) {
    const t0 = process.hrtime.bigint();
    const out = spawnSync('jq', ['.', path], { maxBuffer: 2 ** 31 });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (out.status !== 0) throw new Error(`jq failed: ${out.stderr}`);
    return { ms, digests: { formattedChars: charsOf(out.stdout) } };
  },
};

const node = {
  name: 'Node JSON.stringify(JSON.parse(x), null, 2)',
  run(path) {
    const t0 = process.hrtime.bigint();
    const text = JSON.stringify(JSON.parse(readFileSync(path, 'utf8')), null, 2);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    return { ms, digests: { formattedChars: text.length } };
  },
};

async function run({ page, url, path }) {
  await page.goto(`${url}/tools/json-formatter`);
  await page.getByTestId('file-input').setInputFiles(path);
  await page.getByTestId('json-file-info').waitFor();
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
  // "Showing the first 100,000 of N characters."
  const note = await page
    .getByText(/^Showing the first [\d,]+ of [\d,]+ characters/)
    .first()
    .textContent();
  const formattedChars = Number(note.match(/of ([\d,]+) characters/)[1].replaceAll(',', ''));
  return { ms: t1 - t0, longestTaskMs, digests: { formattedChars } };
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
