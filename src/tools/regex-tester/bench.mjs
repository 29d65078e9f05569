// Drives /tools/regex-tester the way a person does: chooses a large text file (read in the worker, never in the
// editor), types the e-mail pattern `\b[\w.]+@[\w.]+\.\w+\b` with the g flag, presses Match and waits until its job
// is done, then reads the count of matches the page says. Baseline on the same file in the same run: GNU grep,
// `grep -oE '…' | wc -l` with the same pattern in POSIX classes (in a bracket expression grep reads `\w` as two
// characters) and LC_ALL=C (JavaScript's \w and \b are ASCII too). Both counts must be equal.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { INPUT_DIR, MiB } from '../../../bench/lib/inputs.mjs';
import { runKitJob } from '../../../bench/lib/kit-job.mjs';

export const EMAIL = '\\b[\\w.]+@[\\w.]+\\.\\w+\\b';
const GREP_EMAIL = '\\b[[:alnum:]_.]+@[[:alnum:]_.]+\\.[[:alnum:]_]+\\b';

const WORDS = [
  'lorem',
  'ipsum',
  'dolor',
  'sit',
  'amet,',
  'consectetur',
  'adipiscing',
  'elit.',
  'sed',
  'do',
  '2024-05-01',
];

/** Prose with an address every dozen words or so (some of them near misses: `x@y`, `@host.org`). */
function writeProse(path, bytes) {
  mkdirSync(INPUT_DIR, { recursive: true });
  if (existsSync(path) && statSync(path).size >= bytes) return path;
  const fd = openSync(path, 'w');
  try {
    for (let written = 0, i = 0; written < bytes;) {
      const lines = [];
      for (let j = 0; j < 1000; j++, i++) {
        const words = [];
        for (let k = 0; k < 12; k++) words.push(WORDS[(i * 7 + k * 3) % WORDS.length]);
        if (i % 3 === 0) words.splice(i % 12, 0, `user.${i}@mail${i % 17}.example.com`);
        if (i % 11 === 0) words.push(i % 2 ? `x@y` : `@host${i}.org`);
        lines.push(words.join(' '));
      }
      const chunk = `${lines.join('\n')}\n`;
      writeSync(fd, chunk);
      written += Buffer.byteLength(chunk);
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

const inputOf = (bytes) => writeProse(join(INPUT_DIR, `regex-prose-${bytes}.txt`), bytes);

const grep = {
  name: "grep -oE '…' | wc -l (GNU, LC_ALL=C)",
  run(path) {
    const t0 = process.hrtime.bigint();
    const out = spawnSync('sh', ['-c', `grep -oE '${GREP_EMAIL}' "$1" | wc -l`, 'sh', path], {
      env: { ...process.env, LC_ALL: 'C' },
      encoding: 'utf8',
    });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (out.status !== 0) throw new Error(`grep failed: ${out.stderr}`);
    return { ms, digests: { matches: out.stdout.trim() } };
  },
};

async function run({ page, url, path }) {
  await page.goto(`${url}/tools/regex-tester`);
  await page.getByRole('textbox', { name: 'Pattern', exact: true }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Flags', exact: true }).fill('g');
  await page.getByTestId('file-input').setInputFiles(path);
  await page.getByTestId('kit-file-info').waitFor();
  const { ms, longestTaskMs } = await runKitJob(page, 'the e-mail pattern on a file', { download: false });
  const said = await page
    .getByText(/^[\d,]+ matches/)
    .first()
    .textContent();
  return { ms, longestTaskMs, digests: { matches: said.match(/^([\d,]+) matches/)[1].replaceAll(',', '') } };
}

/** A bench case: the count of e-mail matches in a `bytes`-long text file, against grep -oE | wc -l. */
export function regexCountCase(name, bytes) {
  return {
    name,
    get bytes() {
      return statSync(inputOf(bytes)).size;
    },
    input: () => inputOf(bytes),
    baseline: [grep],
    prepare: async () => {},
    run,
    timeoutS: 900,
  };
}

export const cases = [regexCountCase('Regex: e-mail matches counted in 100 MB, vs grep -oE | wc -l', 100 * MiB)];
