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

describe('against GNU diff on real files', () => {
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

describe('the unified patch applies with the real tools', () => {
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
    cases.forEach(([oldText, newText], k) => {
      const file = join(work, `patch-${k}.txt`);
      writeFileSync(file, oldText);
      writeFileSync(
        `${file}.diff`,
        unifiedPatch(diffTexts(oldText, newText), [oldText, newText], { oldName: 'f', newName: 'f' }),
      );
      const run = spawnSync('patch', ['-s', '-o', `${file}.out`, file, `${file}.diff`], { encoding: 'utf8' });
      expect(run.stderr + run.stdout).toBe('');
      expect(run.status).toBe(0);
      expect(readFileSync(`${file}.out`, 'utf8')).toBe(newText);
    });
  });

  it('git apply turns the old file into the new one', () => {
    cases.forEach(([oldText, newText], k) => {
      const dir = mkdtempSync(join(work, 'git-'));
      writeFileSync(join(dir, 'code.txt'), oldText);
      const patch = unifiedPatch(diffTexts(oldText, newText), [oldText, newText], {
        oldName: 'code.txt',
        newName: 'code.txt',
      });
      writeFileSync(join(dir, 'change.patch'), patch);
      const run = spawnSync('git', ['apply', '--whitespace=nowarn', 'change.patch'], { cwd: dir, encoding: 'utf8' });
      expect({ k, stderr: run.stderr, status: run.status }).toEqual({ k, stderr: '', status: 0 });
      expect(readFileSync(join(dir, 'code.txt'), 'utf8')).toBe(newText);
    });
  });
});
