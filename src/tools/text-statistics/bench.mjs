// Drives /tools/text-statistics the way a person does: chooses a large text file (streamed through the worker in
// chunks, never put in the editor), presses Count and waits until the job is done, then downloads the statistics.
// Baseline on the same file in the same run: coreutils' `wc -lwmc` in the C.UTF-8 locale. Lines, code points
// (wc -m) and bytes must agree (our lines count a last line without a line feed, wc's do not); words differ by
// definition (wc splits at spaces, we follow Unicode's word rules: see the tool's README).
import { spawnSync } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, openSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GiB, INPUT_DIR, MiB, textFile } from '../../../bench/lib/inputs.mjs';
import { runKitJob } from '../../../bench/lib/kit-job.mjs';

const PIECE_BYTES = 64 * MiB;

/**
 * Typed-looking text of `bytes` bytes (a multiple of 64 MiB): the bench's 64 MiB text file, repeated (textFile
 * builds its text as one string, which cannot reach 1 GiB).
 */
export function repeatedTextFile(bytes) {
  const path = join(INPUT_DIR, `text-statistics-${bytes}.txt`);
  if (existsSync(path) && statSync(path).size === bytes) return path;
  rmSync(path, { force: true });
  const piece = readFileSync(textFile(PIECE_BYTES));
  for (let done = 0; done < bytes; done += PIECE_BYTES) appendFileSync(path, piece);
  return path;
}

/** Whether the file's last byte is a line feed. */
function endsWithLineFeed(path) {
  const size = statSync(path).size;
  if (!size) return true;
  const fd = openSync(path, 'r');
  try {
    const last = Buffer.alloc(1);
    readSync(fd, last, 0, 1, size - 1);
    return last[0] === 0x0a;
  } finally {
    closeSync(fd);
  }
}

const wc = {
  name: 'wc -lwmc (coreutils, C.UTF-8)',
  run(path) {
    const t0 = process.hrtime.bigint();
    const out = spawnSync('wc', ['-lwmc', path], { env: { ...process.env, LC_ALL: 'C.UTF-8' } });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (out.status !== 0) throw new Error(`wc failed: ${out.stderr}`);
    const [lines, , chars, bytes] = out.stdout.toString().trim().split(/\s+/).map(Number);
    const lastLine = statSync(path).size && !endsWithLineFeed(path) ? 1 : 0;
    return { ms, digests: { lines: String(lines + lastLine), codePoints: String(chars), bytes: String(bytes) } };
  },
};

/** A number of our statistics table, by its label. */
function statistic(text, label) {
  const line = text.split('\n').find((row) => row.startsWith(label));
  if (!line) throw new Error(`No "${label}" in the statistics`);
  return line.slice(label.length).trim().replaceAll(',', '');
}

async function run({ page, url, path }) {
  await page.goto(`${url}/tools/text-statistics`);
  await page.getByTestId('file-input').setInputFiles(path);
  await page.getByTestId('kit-file-info').waitFor();
  const { ms, longestTaskMs, saved } = await runKitJob(page, 'Counting a file');
  const text = readFileSync(saved, 'utf8');
  return {
    ms,
    longestTaskMs,
    digests: {
      lines: statistic(text, 'Lines'),
      codePoints: statistic(text, 'Code points'),
      bytes: statistic(text, 'Bytes (UTF-8)'),
    },
  };
}

/** A bench case: text statistics on a text file in the page, against wc -lwmc. */
export const textStatisticsCase = () => ({ baseline: [wc], prepare: async () => {}, run, timeoutS: 1800 });

export const cases = [
  {
    name: 'Text statistics, 1 GiB text file, vs wc -lwmc',
    bytes: GiB,
    input: repeatedTextFile,
    ...textStatisticsCase(),
  },
];
