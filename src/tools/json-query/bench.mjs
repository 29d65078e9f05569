// Drives /tools/json-query the way a person does: chooses a large .json file (read in the worker, never in the
// editor), picks jq, types `.[] | select(.x > 5)` with Compact output on, presses jq and waits until its job is done.
// Baseline on the same file in the same run: Debian's jq, `jq -c` with the same filter. Both outputs must be the
// same bytes (their SHA-256, final newline aside); on this data (integers, decimals without a trailing 0, plain strings) jq 1.6
// and jq-web's jq write numbers alike.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { INPUT_DIR, MiB } from '../../../bench/lib/inputs.mjs';
import { runKitJob } from '../../../bench/lib/kit-job.mjs';

export const FILTER = '.[] | select(.x > 5)';

/** Records with a small number `x` (0 to 10: about half pass the filter), a decimal, strings, an array, an object. */
function writeRecords(path, bytes) {
  mkdirSync(INPUT_DIR, { recursive: true });
  if (existsSync(path) && statSync(path).size >= bytes) return path;
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, '[');
    let written = 1;
    for (let i = 0; written < bytes;) {
      const records = [];
      for (let j = 0; j < 1000; j++, i++)
        records.push(
          `${i ? ',' : ''}{"id":${i},"x":${i % 11},"name":"item ${i} é","tags":["a","b","t${i % 7}"],` +
            `"price":${(i * 37) % 1000}.${(i % 9) + 1},"ok":${i % 2 === 0},"nested":{"k":${i % 3},"v":null}}`,
        );
      const chunk = records.join('');
      writeSync(fd, chunk);
      written += Buffer.byteLength(chunk);
    }
    writeSync(fd, ']');
  } finally {
    closeSync(fd);
  }
  return path;
}

const inputOf = (bytes) => writeRecords(join(INPUT_DIR, `query-records-${bytes}.json`), bytes);

const sha256Of = (buffer) => createHash('sha256').update(buffer.toString('utf8').replace(/\n$/, '')).digest('hex');

const nativeJq = {
  name: `jq -c '${FILTER}' (Debian)`,
  run(path) {
    const t0 = process.hrtime.bigint();
    const out = spawnSync('jq', ['-c', FILTER, path], { maxBuffer: 2 ** 31 });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (out.status !== 0) throw new Error(`jq failed: ${out.stderr}`);
    return { ms, digests: { outputSha256: sha256Of(out.stdout) } };
  },
};

async function run({ page, url, path }) {
  await page.goto(`${url}/tools/json-query`);
  await page.getByRole('tab', { name: 'jq', exact: true }).click();
  await page.getByRole('textbox', { name: 'jq filter', exact: true }).fill(FILTER);
  await page.getByRole('switch', { name: 'Compact output' }).click();
  await page.getByTestId('file-input').setInputFiles(path);
  await page.getByTestId('kit-file-info').waitFor();
  const { ms, longestTaskMs, saved } = await runKitJob(page, 'jq on a file');
  return { ms, longestTaskMs, digests: { outputSha256: sha256Of(readFileSync(saved)) } };
}

/** A bench case: jq's `.[] | select(.x > 5)` on a `bytes`-long .json file in the page, against Debian's jq. */
export function jsonQueryCase(name, bytes) {
  return {
    name,
    get bytes() {
      return statSync(inputOf(bytes)).size;
    },
    input: () => inputOf(bytes),
    baseline: [nativeJq],
    prepare: async () => {},
    run,
    timeoutS: 900,
  };
}

export const cases = [jsonQueryCase('jq .[] | select(.x > 5), 100 MB file, vs native jq', 100 * MiB)];
