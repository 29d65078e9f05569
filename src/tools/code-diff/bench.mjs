// Drives /tools/code-diff the way a person does: chooses the old and the new file, presses Generate Diff and
// waits until the diff is on screen; the counts it shows must equal GNU diff's on the same files.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { INPUT_DIR } from '../../../bench/lib/inputs.mjs';
import { longestTaskBetween } from '../../../bench/lib/measure.mjs';

const newPathOf = (oldPath) => oldPath.replace(/-old\.txt$/, '-new.txt');

function lcg(seed) {
  return () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
}

const WORDS = ['value', 'result', 'index', 'count', 'items', 'config', 'render', 'parse', 'next', 'state', 'node'];

/** A plausible line of code (lines repeat, as braces and common statements do in real files). */
function codeLine(random) {
  const r = random();
  if (r < 0.12) return '}';
  if (r < 0.18) return '';
  const word = () => WORDS[Math.floor(random() * WORDS.length)];
  const indent = '  '.repeat(1 + Math.floor(random() * 3));
  return `${indent}const ${word()}${Math.floor(random() * 1000)} = ${word()}(${word()}, ${Math.floor(random() * 100)});`;
}

/** `lines` lines of code, and a copy with about `rate` of them edited, removed or preceded by a new line. */
function editedPair(lines, rate, random) {
  const old = Array.from({ length: lines }, () => codeLine(random));
  const now = [];
  for (const line of old) {
    const r = random();
    if (r >= rate) now.push(line);
    else if (r < rate * 0.7) now.push(`${line} // edited ${Math.floor(random() * 1e6)}`);
    else if (r < rate * 0.85) continue;
    else now.push(codeLine(random), line);
  }
  return [old, now];
}

/** Unique lines, and the same lines shuffled: the worst case for a diff. */
function shuffledPair(lines, random) {
  const old = Array.from({ length: lines }, (_, i) => `line ${i}: ${codeLine(random).trim()}`);
  const now = [...old];
  for (let i = now.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [now[i], now[j]] = [now[j], now[i]];
  }
  return [old, now];
}

const KINDS = {
  edited: (lines) => editedPair(lines, 0.01, lcg(12)),
  shuffled: (lines) => shuffledPair(lines, lcg(34)),
};

/** Writes the pair once (under the bench's input folder) and returns the old file's path. */
function pairFiles(kind, lines) {
  const oldPath = join(INPUT_DIR, `diff-${kind}-${lines}-old.txt`);
  if (!existsSync(oldPath) || !existsSync(newPathOf(oldPath))) {
    mkdirSync(INPUT_DIR, { recursive: true });
    const [old, now] = KINDS[kind](lines);
    writeFileSync(oldPath, old.join('\n') + '\n');
    writeFileSync(newPathOf(oldPath), now.join('\n') + '\n');
  }
  return oldPath;
}

/** Added ('>') and removed ('<') lines in GNU diff's normal output. */
function countLines(output) {
  let added = 0;
  let removed = 0;
  for (let at = 0; at < output.length; at = output.indexOf('\n', at) + 1 || output.length) {
    if (output[at] === '>') added++;
    else if (output[at] === '<') removed++;
  }
  return { added, removed };
}

/** The baseline: GNU diff on the same two files, its output read whole (as the page shows the diff whole). */
const gnuDiff = {
  name: 'GNU diff',
  run(path) {
    const t0 = process.hrtime.bigint();
    const out = spawnSync('diff', [path, newPathOf(path)], { encoding: 'utf8', maxBuffer: 2 ** 30 });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (out.status !== 0 && out.status !== 1) throw new Error(`diff failed: ${out.stderr}`);
    return { ms, digests: countLines(out.stdout) };
  },
};

/**
 * The other baseline: the `diff` npm package (jsdiff), whose diffLines a JavaScript app would reach for, on the same
 * files in Node. On a 1 % edit both find a minimal diff, so its counts are checked against ours. On a shuffle jsdiff
 * finds a minimal diff and we, like GNU diff, stop the search at a cost bound (9,806 lines each way against 9,804
 * on 10k lines), so there the net (added minus removed, the same for every correct diff) is checked, and the counts
 * are reported beside it.
 */
const jsdiff = (kind) => ({
  name: 'jsdiff diffLines',
  async run(path) {
    const { diffLines } = await import('diff');
    const [old, now] = [readFileSync(path, 'utf8'), readFileSync(newPathOf(path), 'utf8')];
    const t0 = process.hrtime.bigint();
    const parts = diffLines(old, now);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    const counts = { added: 0, removed: 0 };
    for (const part of parts) {
      if (part.added) counts.added += part.count;
      else if (part.removed) counts.removed += part.count;
    }
    const net = counts.added - counts.removed;
    return {
      ms,
      digests:
        kind === 'edited' ? { ...counts, net } : { net, jsdiffAdded: counts.added, jsdiffRemoved: counts.removed },
    };
  },
});

/**
 * Waits until a side holds its file: its info line names the file. (The line is there from the start, empty, so its
 * presence says nothing: pressing Generate Diff before both files are read does not start a diff, and the bench
 * would wait for one forever.)
 */
async function loaded(page, which, fileName) {
  await page.getByTestId(`${which}-info`).filter({ hasText: fileName }).waitFor({ timeout: 120_000 });
}

async function run({ page, url, path }) {
  await page.goto(`${url}/tools/code-diff`);
  await page.getByTestId('original-side').getByTestId('file-input').setInputFiles(path);
  await page.getByTestId('new-side').getByTestId('file-input').setInputFiles(newPathOf(path));
  await loaded(page, 'original', basename(path));
  await loaded(page, 'new', basename(newPathOf(path)));
  // From the click until the diff is drawn, all inside the page so no Playwright query runs meanwhile.
  const { t0, t1, state } = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Generate Diff');
        const t0 = performance.now();
        button.click();
        // A press that starts no diff (the button disabled, a side still empty) must fail, not wait forever.
        const idleSince = performance.now();
        const check = () => {
          const state = document.querySelector('[data-testid=diff-status]')?.dataset.state;
          if (state === 'idle' && performance.now() - idleSince > 5000) resolve({ t0, t1: performance.now(), state });
          else if (state === 'done' && document.querySelector('[data-testid=diff-view] [data-kind]'))
            requestAnimationFrame(() => resolve({ t0, t1: performance.now(), state }));
          else if (state === 'error' || state === 'cancelled') resolve({ t0, t1: performance.now(), state });
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  if (state === 'idle') throw new Error('Generate Diff started no diff (were both files read?)');
  if (state !== 'done') throw new Error(`the diff ended as ${state}`);
  const longestTaskMs = await longestTaskBetween(page, t0, t1);
  const counts = await page.getByTestId('diff-counts').textContent();
  const [added, removed] = counts.match(/[\d,]+/g).map((n) => Number(n.replaceAll(',', '')));
  return { ms: t1 - t0, longestTaskMs, digests: { added, removed, net: added - removed } };
}

/**
 * A bench case: `kind` 'edited' (about 1 % of lines changed) or 'shuffled', `lines` long. Its size is that of
 * both files, known once they are written (on first use, so other cases never pay for them).
 */
export function codeDiffCase(name, kind, lines, against = 'gnu') {
  return {
    name,
    get bytes() {
      const path = pairFiles(kind, lines);
      return statSync(path).size + statSync(newPathOf(path)).size;
    },
    input: () => pairFiles(kind, lines),
    baseline: [against === 'jsdiff' ? jsdiff(kind) : gnuDiff],
    prepare: async () => {},
    run,
  };
}

export const cases = [
  codeDiffCase('Code diff, 100k lines, 1 % changed', 'edited', 100_000),
  codeDiffCase('Code diff, 10k lines vs their shuffle', 'shuffled', 10_000),
  codeDiffCase('Code diff, 100k lines, 1 % changed, vs jsdiff', 'edited', 100_000, 'jsdiff'),
  codeDiffCase('Code diff, 10k lines vs their shuffle, vs jsdiff', 'shuffled', 10_000, 'jsdiff'),
];

/**
 * Two cases of one driver in a row, on the same files, as the full bench runs them: a driver must leave nothing behind
 * (nor start before the page is ready) that makes the next case wait forever. `tests/bench-smoke.spec.ts` runs them.
 */
export const inARowCases = [
  codeDiffCase('Code diff, 10k lines, 1 % changed (in a row)', 'edited', 10_000),
  codeDiffCase('Code diff, 10k lines, 1 % changed, vs jsdiff (in a row)', 'edited', 10_000, 'jsdiff'),
];
