// Drives /tools/line-tools the way a person does: chooses a large file of lines (read in the worker, never in the
// editor), picks "Remove, keep the first" (alphabetical is the default order), or the natural order, presses Apply
// and waits until its job is done, then downloads the result. Baseline on the same file in the same run: coreutils'
// `LC_ALL=C sort -u`, or `sort -V`. Both outputs must be the same bytes (their SHA-256).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { INPUT_DIR, MiB } from '../../../bench/lib/inputs.mjs';
import { runKitJob } from '../../../bench/lib/kit-job.mjs';

/** Lines of a few words from a small vocabulary with a number: about a third of them repeat an earlier one. */
function writeLines(path, bytes) {
  mkdirSync(INPUT_DIR, { recursive: true });
  if (existsSync(path) && statSync(path).size >= bytes) return path;
  const words = ['alpha', 'beta', 'gamma', 'delta', 'Epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa'];
  const fd = openSync(path, 'w');
  try {
    // xorshift32: the same lines on every machine.
    let seed = 2463534242;
    const random = () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) / 4294967296;
    };
    for (let written = 0; written < bytes;) {
      const lines = [];
      for (let j = 0; j < 10_000; j++)
        lines.push(
          `${words[Math.floor(random() * 10)]} ${words[Math.floor(random() * 10)]} ${Math.floor(random() * 2_000_000)}`,
        );
      const chunk = `${lines.join('\n')}\n`;
      writeSync(fd, chunk);
      written += Buffer.byteLength(chunk);
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

const inputOf = (bytes) => writeLines(join(INPUT_DIR, `lines-${bytes}.txt`), bytes);
const sha256Of = (buffer) => createHash('sha256').update(buffer).digest('hex');

/** coreutils' sort with these arguments, in the C locale. */
const gnuSort = (args) => ({
  name: `LC_ALL=C sort ${args.join(' ')} (coreutils)`,
  run(path) {
    const t0 = process.hrtime.bigint();
    const out = spawnSync('sort', [...args, path], { env: { ...process.env, LC_ALL: 'C' }, maxBuffer: 2 ** 31 });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (out.status !== 0) throw new Error(`sort failed: ${out.stderr}`);
    return { ms, digests: { outputSha256: sha256Of(out.stdout) } };
  },
});

/** Chooses `option` in the select labelled `label`, as a person does. */
async function choose(page, label, option) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The page's run with these choices (select label → option). */
const runWith = (choices) =>
  async function run({ page, url, path }) {
    await page.goto(`${url}/tools/line-tools`);
    for (const [label, option] of Object.entries(choices)) await choose(page, label, option);
    await page.getByTestId('file-input').setInputFiles(path);
    await page.getByTestId('kit-file-info').waitFor();
    const { ms, longestTaskMs, saved } = await runKitJob(page, 'sorting lines of a file');
    return { ms, longestTaskMs, digests: { outputSha256: sha256Of(readFileSync(saved)) } };
  };

const lineCase = (name, bytes, choices, args) => ({
  name,
  get bytes() {
    return statSync(inputOf(bytes)).size;
  },
  input: () => inputOf(bytes),
  baseline: [gnuSort(args)],
  prepare: async () => {},
  run: runWith(choices),
  timeoutS: 900,
});

/** A bench case: a `bytes`-long file of lines sorted with duplicates removed, against LC_ALL=C sort -u. */
export const sortUniqueCase = (name, bytes) => lineCase(name, bytes, { Duplicates: 'Remove, keep the first' }, ['-u']);

/** A bench case: the lines in natural order, against sort -V (the same order: the outputs' bytes are compared). */
export const naturalSortCase = (name, bytes) =>
  lineCase(name, bytes, { Order: 'Natural (file2 before file10)' }, ['-V']);

export const cases = [
  sortUniqueCase('Sort -u: 100 MB of lines, vs LC_ALL=C sort -u', 100 * MiB),
  naturalSortCase('Natural sort: 10 MB of lines, vs sort -V (same order)', 10 * MiB),
];
