/**
 * Real files against the real tools: counts equal GNU diff's on two versions of files from node_modules, and
 * the unified patch applies with GNU patch and with git apply.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffTexts } from './diff';
import { NO_NEWLINE_AT_END } from './messages';
import { unifiedPatch } from './patch';

const root = join(__dirname, '../../../../node_modules');
const work = mkdtempSync(join(tmpdir(), 'code-diff-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') filesUnder(path, out);
    else if (entry.isFile() && /\.(js|cjs|mjs|ts|json|md)$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** Pairs of differing files: a package nested at another version beside the top-level copy. */
function versionPairs(limit: number): [string, string][] {
  const pairs: [string, string][] = [];
  for (const owner of readdirSync(root)) {
    const owners = owner.startsWith('@') ? readdirSync(join(root, owner)).map((n) => join(owner, n)) : [owner];
    for (const pkg of owners) {
      const nested = join(root, pkg, 'node_modules');
      if (!existsSync(nested)) continue;
      for (const name of readdirSync(nested)) {
        if (!existsSync(join(root, name)) || name.startsWith('.')) continue;
        for (const file of filesUnder(join(nested, name))) {
          const twin = join(root, name, relative(join(nested, name), file));
          if (!existsSync(twin) || statSync(file).size > 2 ** 21) continue;
          if (readFileSync(file, 'utf8') === readFileSync(twin, 'utf8')) continue;
          pairs.push([twin, file]);
          if (pairs.length >= limit) return pairs;
        }
      }
    }
  }
  return pairs;
}

function gnuCounts(a: string, b: string, args: string[] = []) {
  const out = spawnSync('diff', [...args, a, b], { encoding: 'utf8', maxBuffer: 2 ** 28 });
  let added = 0;
  let removed = 0;
  for (const line of out.stdout.split('\n')) {
    if (line.startsWith('>')) added++;
    else if (line.startsWith('<')) removed++;
  }
  return { added, removed };
}

const pairs = versionPairs(60);

/** Many runs of the real tools: generous on a shared, busy test machine. */
const SLOW = 60_000;

const names = { oldName: 'code.txt', newName: 'code.txt' };
let applied = 0;

/** GNU patch run on a copy of the old text: its messages, exit status and the patched text. */
function patchedByGnu(oldText: string, patch: string) {
  const file = join(work, `patch-${applied++}.txt`);
  writeFileSync(file, oldText);
  writeFileSync(`${file}.diff`, patch);
  const run = spawnSync('patch', ['-s', '-o', `${file}.out`, file, `${file}.diff`], { encoding: 'utf8' });
  return { output: run.stderr + run.stdout, status: run.status, text: readFileSync(`${file}.out`, 'utf8') };
}

/** git apply run on a copy of the old text: its errors, exit status and the patched text. */
function patchedByGit(oldText: string, patch: string) {
  const dir = mkdtempSync(join(work, 'git-'));
  writeFileSync(join(dir, names.oldName), oldText);
  writeFileSync(join(dir, 'change.patch'), patch);
  const run = spawnSync('git', ['apply', '--whitespace=nowarn', 'change.patch'], { cwd: dir, encoding: 'utf8' });
  return { stderr: run.stderr, status: run.status, text: readFileSync(join(dir, names.oldName), 'utf8') };
}

describe('against GNU diff on real files', { timeout: SLOW }, () => {
  it('finds real pairs to compare', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(20);
  });

  it('counts the same added and removed lines', () => {
    for (const [a, b] of pairs) {
      const diff = diffTexts(readFileSync(a, 'utf8'), readFileSync(b, 'utf8'));
      expect({ pair: [a, b], added: diff.added, removed: diff.removed }).toEqual({ pair: [a, b], ...gnuCounts(a, b) });
    }
  });

  it('counts the same with whitespace and case ignored (diff -w, diff -i)', () => {
    for (const [a, b] of pairs.slice(0, 20)) {
      const [x, y] = [readFileSync(a, 'utf8'), readFileSync(b, 'utf8')];
      const w = diffTexts(x, y, { ignoreWhitespace: true });
      expect({ a, added: w.added, removed: w.removed }).toEqual({ a, ...gnuCounts(a, b, ['-w']) });
      const i = diffTexts(x, y, { ignoreCase: true });
      expect({ a, added: i.added, removed: i.removed }).toEqual({ a, ...gnuCounts(a, b, ['-i']) });
    }
  });

  it('writes the same hunks as diff -u', () => {
    for (const [a, b] of pairs) {
      const patch = unifiedPatch(
        diffTexts(readFileSync(a, 'utf8'), readFileSync(b, 'utf8')),
        [readFileSync(a, 'utf8'), readFileSync(b, 'utf8')],
        { oldName: 'x', newName: 'x' },
      );
      const gnu = spawnSync('diff', ['-u', a, b], { encoding: 'utf8', maxBuffer: 2 ** 28 }).stdout;
      expect(patch.split('\n').slice(2)).toEqual(gnu.split('\n').slice(2));
    }
  });
});

describe('the unified patch applies with the real tools', { timeout: SLOW }, () => {
  /** An edited copy of a real file: lines changed, removed, added, and the final newline dropped. */
  function edited(text: string): string {
    const lines = text.split('\n');
    const out = lines.flatMap((line, i) =>
      i % 17 === 3 ? [`${line} // edited`] : i % 29 === 5 ? [] : i % 41 === 7 ? [line, '  inserted();'] : [line],
    );
    return out.join('\n').replace(/\n+$/, '');
  }

  const cases = [
    ...pairs.slice(0, 10).map(([a, b]) => [readFileSync(a, 'utf8'), readFileSync(b, 'utf8')]),
    ...pairs.slice(0, 5).map(([a]) => [readFileSync(a, 'utf8'), edited(readFileSync(a, 'utf8'))]),
    ['', 'only\nadded\n'],
    ['all\nremoved\n', ''],
    ['no newline', 'no newline\n'],
  ];

  it('GNU patch turns the old file into the new one', () => {
    cases.forEach(([oldText, newText]) => {
      const patch = unifiedPatch(diffTexts(oldText, newText), [oldText, newText], names);
      expect(patchedByGnu(oldText, patch)).toEqual({ output: '', status: 0, text: newText });
    });
  });

  it('git apply turns the old file into the new one', () => {
    cases.forEach(([oldText, newText], k) => {
      const patch = unifiedPatch(diffTexts(oldText, newText), [oldText, newText], names);
      expect({ k, ...patchedByGit(oldText, patch) }).toEqual({ k, stderr: '', status: 0, text: newText });
    });
  });
});

describe('files without a final newline', { timeout: SLOW }, () => {
  const strip = (text: string) => text.replace(/\n+$/, '');
  const lines = Array.from({ length: 20 }, (_, i) => `line ${i}`);
  const cases: [string, string][] = [
    ['line one\nline two\nline three\nline four', 'line one\nline 2 changed\nline three\nline four\nline five'],
    ['a', 'b'],
    ['a\nb', 'a\nb\n'],
    ['a\nb\n', 'a\nb'],
    ['x', 'x\ny'],
    ['x\ny', 'x'],
    ['first\nsame\nlast', 'changed\nsame\nlast'],
    // The last lines far from the change: no marker, as it is outside every hunk.
    [lines.join('\n'), lines.map((line, i) => (i === 2 ? 'two' : line)).join('\n')],
    ...pairs.slice(0, 5).flatMap(([a, b]): [string, string][] => {
      const [x, y] = [readFileSync(a, 'utf8'), readFileSync(b, 'utf8')];
      return [
        [strip(x), y],
        [x, strip(y)],
        [strip(x), strip(y)],
      ];
    }),
  ];

  it('count and write hunks as GNU diff and diff -u do (the "\\ No newline at end of file" lines too)', () => {
    let marked = 0;
    cases.forEach(([oldText, newText], k) => {
      const [a, b] = [join(work, `nl-old-${k}`), join(work, `nl-new-${k}`)];
      writeFileSync(a, oldText);
      writeFileSync(b, newText);
      const diff = diffTexts(oldText, newText, { fromFile: [true, true] });
      expect({ k, added: diff.added, removed: diff.removed }).toEqual({ k, ...gnuCounts(a, b) });
      const gnu = spawnSync('diff', ['-u', a, b], { encoding: 'utf8', maxBuffer: 2 ** 28 }).stdout;
      const patch = unifiedPatch(diff, [oldText, newText], names);
      expect({ k, hunks: patch.split('\n').slice(2) }).toEqual({ k, hunks: gnu.split('\n').slice(2) });
      if (patch.includes(`\n${NO_NEWLINE_AT_END}\n`)) marked++;
    });
    // Most cases end in a hunk, where the marker is written.
    expect(marked).toBeGreaterThan(cases.length / 2);
  });

  it('the patch applies with GNU patch and git apply', () => {
    cases.forEach(([oldText, newText], k) => {
      const patch = unifiedPatch(diffTexts(oldText, newText), [oldText, newText], names);
      expect({ k, ...patchedByGnu(oldText, patch) }).toEqual({ k, output: '', status: 0, text: newText });
      expect({ k, ...patchedByGit(oldText, patch) }).toEqual({ k, stderr: '', status: 0, text: newText });
    });
  });

  it('typed text: no marker, and the patch turns the text ended with a newline into the other', () => {
    const ended = (text: string) => (text.endsWith('\n') ? text : text + '\n');
    cases.slice(0, 8).forEach(([oldText, newText], k) => {
      const patch = unifiedPatch(diffTexts(oldText, newText, { fromFile: [false, false] }), [oldText, newText], names);
      expect(patch).not.toContain(NO_NEWLINE_AT_END);
      // Texts that differ only in their final newline: no change, no patch.
      if (patch === '') return expect(ended(oldText)).toBe(ended(newText));
      const patched = { k, status: 0, text: ended(newText) };
      expect({ k, ...patchedByGnu(ended(oldText), patch) }).toEqual({ ...patched, output: '' });
      expect({ k, ...patchedByGit(ended(oldText), patch) }).toEqual({ ...patched, stderr: '' });
    });
  });
});
