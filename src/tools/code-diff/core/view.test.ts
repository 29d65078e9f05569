import { describe, expect, it } from 'vitest';
import { diffTexts } from './diff';
import { diffListing } from './patch';
import { ADDED, buildRows, CHANGED, FOLD, NO_NEWLINE, REMOVED, ROW_FIELDS, SAME, type RowOptions } from './rows';
import { wordDiff } from './words';

const rowsOf = (r: { rows: Int32Array; count: number }) =>
  Array.from({ length: r.count }, (_, i) => Array.from(r.rows.subarray(i * ROW_FIELDS, (i + 1) * ROW_FIELDS)));

const old = Array.from({ length: 20 }, (_, i) => `line ${i}`);
const now = old.map((l, i) => (i === 10 ? 'line ten' : l));
const diff = diffTexts(old.join('\n') + '\n', now.join('\n') + '\n');
const ends = [diff.oldLines, diff.newLines] as const;

describe('diffListing (the spec result)', () => {
  it('prefixes lines with two spaces, "- " and "+ "', () => {
    const d = diffTexts('a\nb\nc\n', 'a\nB\nc\nd\n');
    expect(diffListing(d, ['a\nb\nc\n', 'a\nB\nc\nd\n'])).toBe('  a\n- b\n+ B\n  c\n+ d');
  });
});

describe('buildRows', () => {
  it('unified: every line, the change as removed then added, paired for word highlights', () => {
    const r = buildRows(diff.blocks, ends, { layout: 'unified', collapse: false, context: 3 });
    expect(r.count).toBe(21);
    expect(rowsOf(r)[10]).toEqual([REMOVED, 10, -1, 10]);
    expect(rowsOf(r)[11]).toEqual([ADDED, -1, 10, 10]);
    expect(rowsOf(r)[12]).toEqual([SAME, 11, 11, -1]);
    expect(Array.from(r.changeRows)).toEqual([10]);
  });

  it('folds unchanged lines beyond the context, except folds the reader opened', () => {
    const r = buildRows(diff.blocks, ends, { layout: 'split', collapse: true, context: 3 });
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
    const opened = buildRows(diff.blocks, ends, {
      layout: 'split',
      collapse: true,
      context: 3,
      expanded: new Set([0]),
    });
    expect(opened.count).toBe(15);
  });
});

describe('buildRows: a missing final newline', () => {
  const oldText = 'line one\nline two\nline three\nline four';
  const newText = 'line one\nline 2 changed\nline three\nline four\nline five';
  const rowsFor = (fromFile: [boolean, boolean], options: RowOptions, texts = [oldText, newText]) => {
    const d = diffTexts(texts[0], texts[1], { fromFile });
    return rowsOf(buildRows(d.blocks, [d.oldLines, d.newLines], options));
  };
  const unified: RowOptions = { layout: 'unified', collapse: false, context: 3 };
  const split: RowOptions = { layout: 'split', collapse: false, context: 3 };

  it('typed text: the last line is unchanged and no marker is shown (issue 24)', () => {
    expect(rowsFor([false, false], unified)).toEqual([
      [SAME, 0, 0, -1],
      [REMOVED, 1, -1, 1],
      [ADDED, -1, 1, 1],
      [SAME, 2, 2, -1],
      [SAME, 3, 3, -1],
      [ADDED, -1, 4, -1],
    ]);
    expect(rowsFor([false, false], split).map(([kind]) => kind)).not.toContain(NO_NEWLINE);
  });

  it('files, unified: the marker follows each last line where diff -u writes it', () => {
    expect(rowsFor([true, true], unified)).toEqual([
      [SAME, 0, 0, -1],
      [REMOVED, 1, -1, 1],
      [ADDED, -1, 1, 1],
      [SAME, 2, 2, -1],
      [REMOVED, 3, -1, 3],
      [NO_NEWLINE, 3, -1, -1],
      [ADDED, -1, 3, 3],
      [ADDED, -1, 4, -1],
      [NO_NEWLINE, -1, 4, -1],
    ]);
    // Only the new file lacks it: one marker, after its last line.
    const rows = rowsFor([true, true], unified, [oldText + '\n', newText]);
    expect(rows.filter(([kind]) => kind === NO_NEWLINE)).toEqual([[NO_NEWLINE, -1, 4, -1]]);
    expect(rows.at(-2)).toEqual([ADDED, -1, 4, -1]);
  });

  it('files, side by side: one marker row after both last lines', () => {
    expect(rowsFor([true, true], split).slice(-3)).toEqual([
      [CHANGED, 3, 3, -1],
      [CHANGED, -1, 4, -1],
      [NO_NEWLINE, 3, 4, -1],
    ]);
    expect(rowsFor([false, true], split).at(-1)).toEqual([NO_NEWLINE, -1, 4, -1]);
  });

  it('an unchanged last line of two files: one marker after it, folded away with it', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `line ${i}`);
    const texts = [lines.join('\n'), lines.map((line, i) => (i === 2 ? 'two' : line)).join('\n')];
    const open = rowsFor([true, true], unified, texts);
    expect(open.slice(-2)).toEqual([
      [SAME, 19, 19, -1],
      [NO_NEWLINE, 19, 19, -1],
    ]);
    expect(rowsFor([true, true], split, texts).at(-1)).toEqual([NO_NEWLINE, 19, 19, -1]);
    for (const layout of ['unified', 'split'] as const) {
      const folded = rowsFor([true, true], { layout, collapse: true, context: 3 }, texts);
      expect(folded.at(-1)).toEqual([FOLD, 6, 6, 14]);
      const expanded = rowsFor([true, true], { layout, collapse: true, context: 3, expanded: new Set([6]) }, texts);
      expect(expanded.at(-1)?.[0]).toBe(NO_NEWLINE);
    }
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
