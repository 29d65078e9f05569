import { describe, expect, it } from 'vitest';
import { diffTexts } from './diff';
import { diffListing } from './patch';
import { ADDED, buildRows, CHANGED, FOLD, REMOVED, ROW_FIELDS, SAME } from './rows';
import { wordDiff } from './words';

const rowsOf = (r: { rows: Int32Array; count: number }) =>
  Array.from({ length: r.count }, (_, i) => Array.from(r.rows.subarray(i * ROW_FIELDS, (i + 1) * ROW_FIELDS)));

const old = Array.from({ length: 20 }, (_, i) => `line ${i}`);
const now = old.map((l, i) => (i === 10 ? 'line ten' : l));
const diff = diffTexts(old.join('\n') + '\n', now.join('\n') + '\n');

describe('diffListing (the spec result)', () => {
  it('prefixes lines with two spaces, "- " and "+ "', () => {
    const d = diffTexts('a\nb\nc\n', 'a\nB\nc\nd\n');
    expect(diffListing(d, ['a\nb\nc\n', 'a\nB\nc\nd\n'])).toBe('  a\n- b\n+ B\n  c\n+ d');
  });
});

describe('buildRows', () => {
  it('unified: every line, the change as removed then added, paired for word highlights', () => {
    const r = buildRows(diff.blocks, 20, { layout: 'unified', collapse: false, context: 3 });
    expect(r.count).toBe(21);
    expect(rowsOf(r)[10]).toEqual([REMOVED, 10, -1, 10]);
    expect(rowsOf(r)[11]).toEqual([ADDED, -1, 10, 10]);
    expect(rowsOf(r)[12]).toEqual([SAME, 11, 11, -1]);
    expect(Array.from(r.changeRows)).toEqual([10]);
  });

  it('folds unchanged lines beyond the context, except folds the reader opened', () => {
    const r = buildRows(diff.blocks, 20, { layout: 'split', collapse: true, context: 3 });
    expect(rowsOf(r)).toEqual([
      [FOLD, 0, 0, 7],
      [SAME, 7, 7, -1],
      [SAME, 8, 8, -1],
      [SAME, 9, 9, -1],
      [CHANGED, 10, 10, -1],
      [SAME, 11, 11, -1],
      [SAME, 12, 12, -1],
      [SAME, 13, 13, -1],
      [FOLD, 14, 14, 6],
    ]);
    const opened = buildRows(diff.blocks, 20, { layout: 'split', collapse: true, context: 3, expanded: new Set([0]) });
    expect(opened.count).toBe(15);
  });
});

describe('wordDiff', () => {
  it('marks the words that changed', () => {
    expect(wordDiff('const a = 1;', 'const b = 1;')).toEqual({ old: [[6, 7]], new: [[6, 7]] });
    expect(wordDiff('foo(bar)', 'foo(bar, baz)')).toEqual({ old: [], new: [[7, 12]] });
  });

  it('leaves lines with little in common alone (they are not one line edited)', () => {
    expect(wordDiff('const items = [1, 2, 3];', 'function multiply(a, b) {')).toBeNull();
  });

  it('leaves very long lines alone', () => {
    expect(wordDiff('x'.repeat(5000), 'y')).toBeNull();
  });
});
