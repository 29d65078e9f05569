import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectToolError } from '../../../../tests/unit/tool-errors';
import { diffTexts, type LineDiff } from './diff';
import { drain, generateDiff } from './index';
import { indexLines, lineAt } from './lines';
import { BOTH_REQUIRED } from './messages';

const linesOf = (text: string) => {
  const index = indexLines(text);
  return Array.from({ length: index.count }, (_, i) => lineAt(text, index, i));
};

/** Applies the change blocks to the old text's lines: the new text's lines must come out. */
function applyBlocks(diff: LineDiff, oldText: string, newText: string): string[] {
  const oldLines = linesOf(oldText);
  const newLines = linesOf(newText);
  const out: string[] = [];
  let i = 0;
  for (let k = 0; k < diff.blocks.length; k += 4) {
    const [o0, o1, n0, n1] = diff.blocks.subarray(k, k + 4);
    out.push(...oldLines.slice(i, o0), ...newLines.slice(n0, n1));
    i = o1;
  }
  out.push(...oldLines.slice(i));
  return out;
}

/** Lines as GNU diff compares them: a last line without its newline equals only such a line. */
const comparedLines = (text: string) => {
  const lines = linesOf(text);
  if (text && !text.endsWith('\n')) lines[lines.length - 1] += ' (no newline)';
  return lines;
};

/** Length of a longest common subsequence, by the textbook table. */
function lcsLength(a: string[], b: string[]): number {
  let row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const next = [0];
    for (let j = 0; j < b.length; j++) next.push(x === b[j] ? row[j] + 1 : Math.max(row[j + 1], next[j]));
    row = next;
  }
  return row[b.length];
}

/** Both sides typed or pasted (not read from a file). */
const TYPED = { fromFile: [false, false] } as const;

const join = (lines: string[], finalNewline: boolean) => lines.join('\n') + (finalNewline && lines.length ? '\n' : '');

/** Small texts over a few distinct lines, so lines repeat and the search has choices to make. */
const smallText = (alphabet = 6, maxLines = 30) =>
  fc
    .tuple(fc.array(fc.integer({ min: 0, max: alphabet - 1 }), { maxLength: maxLines }), fc.boolean())
    .map(([ids, newline]) =>
      join(
        ids.map((id) => `line ${id}`),
        newline,
      ),
    );

describe('diffTexts: known cases', () => {
  it('an empty side: everything added or removed', () => {
    expect(diffTexts('', 'a\nb\n')).toMatchObject({ added: 2, removed: 0, blocks: Int32Array.from([0, 0, 0, 2]) });
    expect(diffTexts('a\nb\n', '')).toMatchObject({ added: 0, removed: 2, blocks: Int32Array.from([0, 2, 0, 0]) });
    expect(diffTexts('', '')).toMatchObject({ added: 0, removed: 0, blocks: new Int32Array() });
  });

  it('identical texts: no change', () => {
    const text = 'one\ntwo\nthree\n';
    expect(diffTexts(text, text)).toMatchObject({ added: 0, removed: 0, blocks: new Int32Array() });
  });

  it('only additions and only deletions', () => {
    expect(diffTexts('a\nc\n', 'a\nb\nc\nd\n').blocks).toEqual(Int32Array.from([1, 1, 1, 2, 2, 2, 3, 4]));
    expect(diffTexts('a\nb\nc\nd\n', 'b\nd\n').blocks).toEqual(Int32Array.from([0, 1, 0, 0, 2, 3, 1, 1]));
  });

  it('a moved block is one deletion and one insertion of its lines', () => {
    const block = ['function f() {', '  return 1;', '}'];
    const rest = ['const a = 1;', 'const b = 2;', 'const c = 3;', 'const d = 4;'];
    const diff = diffTexts(join([...block, ...rest], true), join([...rest, ...block], true));
    expect(diff).toMatchObject({ added: 3, removed: 3 });
  });

  it('a missing final newline changes the last line, as in GNU diff', () => {
    expect(diffTexts('a\nb', 'a\nb\n')).toMatchObject({ added: 1, removed: 1, blocks: Int32Array.from([1, 2, 1, 2]) });
    expect(diffTexts('a\nb', 'a\nb')).toMatchObject({ added: 0, removed: 0 });
  });

  it('typed or pasted text: a missing final newline is no change (the example of issue 24)', () => {
    const oldText = 'line one\nline two\nline three\nline four';
    const newText = 'line one\nline 2 changed\nline three\nline four\nline five';
    const typed = diffTexts(oldText, newText, TYPED);
    expect(typed).toMatchObject({ added: 2, removed: 1, blocks: Int32Array.from([1, 2, 1, 2, 4, 4, 4, 5]) });
    expect(typed.oldLines.noFinalNewline || typed.newLines.noFinalNewline).toBe(false);
    // The same texts as files: GNU diff's result, 'line four' without its newline differs from 'line four'.
    expect(diffTexts(oldText, newText, { fromFile: [true, true] })).toMatchObject({ added: 3, removed: 2 });
  });

  it('a file against typed text: the text counts as ending with a newline, the file as it is', () => {
    expect(diffTexts('a\nb\n', 'a\nb', { fromFile: [true, false] })).toMatchObject({ added: 0, removed: 0 });
    expect(diffTexts('a\nb', 'a\nb\n', { fromFile: [false, true] })).toMatchObject({ added: 0, removed: 0 });
    expect(diffTexts('a\nb', 'a\nb', { fromFile: [true, false] })).toMatchObject({
      added: 1,
      removed: 1,
      blocks: Int32Array.from([1, 2, 1, 2]),
    });
  });

  it('slides a change to where a reader expects it (GNU shift_boundaries)', () => {
    // A function added after another: the new lines are the whole new function, not '}' + half of it.
    const old = join(['f() {', '  x;', '}', ''], true);
    const now = join(['f() {', '  x;', '}', '', 'g() {', '  x;', '}', ''], true);
    expect(diffTexts(old, now).blocks).toEqual(Int32Array.from([4, 4, 4, 8]));
  });

  it('ignores whitespace or case when asked', () => {
    expect(diffTexts('a  b\nC\n', 'a b\nc\n', { ignoreWhitespace: true })).toMatchObject({ added: 1, removed: 1 });
    expect(diffTexts('a  b\nC\n', 'a b\nc\n', { ignoreCase: true })).toMatchObject({ added: 1, removed: 1 });
    const both = { ignoreWhitespace: true, ignoreCase: true };
    expect(diffTexts('a  b\nC\n', 'ab\nc\n', both)).toMatchObject({ added: 0, removed: 0 });
  });

  it('keeps carriage returns as part of the line, as GNU diff does', () => {
    expect(diffTexts('a\r\nb\r\n', 'a\nb\r\n')).toMatchObject({ added: 1, removed: 1 });
    expect(diffTexts('a\r\nb\r\n', 'a\nb\r\n', { ignoreWhitespace: true })).toMatchObject({ added: 0, removed: 0 });
  });
});

describe('generateDiff', () => {
  it('needs both texts, in the spec words', () => {
    expectToolError(() => generateDiff('', 'x'), BOTH_REQUIRED);
    expectToolError(() => generateDiff('x', '  \n'), BOTH_REQUIRED);
    expect(drain(generateDiff('x', 'y'))).toMatchObject({ added: 1, removed: 1 });
  });
});

describe('diffTexts: properties', () => {
  it('applying the edit script to the old text gives the new text', () => {
    fc.assert(
      fc.property(smallText(), smallText(), (a, b) => {
        const diff = diffTexts(a, b);
        expect(applyBlocks(diff, a, b)).toEqual(linesOf(b));
        expect(diff.added + diff.removed).toBe(
          Array.from(diff.blocks).reduce((sum, v, i) => sum + (i % 2 ? v : -v), 0),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('lines it leaves unchanged are equal under the options', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'A', ' a', 'b', 'B b', 'bb', ''), { maxLength: 20 }),
        fc.array(fc.constantFrom('a', 'A', ' a', 'b', 'B b', 'bb', ''), { maxLength: 20 }),
        fc.boolean(),
        fc.boolean(),
        (x, y, ignoreWhitespace, ignoreCase) => {
          const [a, b] = [join(x, true), join(y, true)];
          const diff = diffTexts(a, b, { ignoreWhitespace, ignoreCase });
          const norm = (s: string) => {
            const t = ignoreWhitespace ? s.replace(/\s+/g, '') : s;
            return ignoreCase ? t.toLowerCase() : t;
          };
          const kept = applyBlocks(diff, a, b).map(norm);
          expect(kept).toEqual(y.map(norm));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is minimal (against a reference LCS) in minimal mode, on any small input', () => {
    fc.assert(
      fc.property(smallText(4, 40), smallText(4, 40), (a, b) => {
        const diff = diffTexts(a, b, { minimal: true });
        const common = lcsLength(comparedLines(a), comparedLines(b));
        expect(diff.removed).toBe(linesOf(a).length - common);
        expect(diff.added).toBe(linesOf(b).length - common);
      }),
      { numRuns: 300 },
    );
  });

  it('is minimal by default too when no line repeats more than five times (no heuristic applies)', () => {
    const fewRepeats = (text: string) => {
      const counts = new Map<string, number>();
      for (const line of linesOf(text)) counts.set(line, (counts.get(line) ?? 0) + 1);
      return Math.max(0, ...counts.values()) <= 5;
    };
    fc.assert(
      fc.property(smallText(10, 40), smallText(10, 40), (a, b) => {
        fc.pre(fewRepeats(a) && fewRepeats(b));
        const diff = diffTexts(a, b);
        const common = lcsLength(comparedLines(a), comparedLines(b));
        expect(diff.removed + diff.added).toBe(linesOf(a).length + linesOf(b).length - 2 * common);
      }),
      { numRuns: 300 },
    );
  });
});

describe('diffTexts: typed text', () => {
  /** Texts that do not end with a newline (lines are never empty, so one appended newline adds no line). */
  const unterminated = fc
    .array(fc.constantFrom('a', 'A', ' a', 'b', 'B b', 'bb', '}', '  '), { minLength: 1, maxLength: 30 })
    .map((lines) => lines.join('\n'));
  const options = fc.record({ ignoreWhitespace: fc.boolean(), ignoreCase: fc.boolean(), minimal: fc.boolean() });
  const changedLines = ({ blocks, added, removed }: LineDiff) => ({ blocks: Array.from(blocks), added, removed });

  it('appending or removing one final newline on either side never changes the changed lines', () => {
    fc.assert(
      fc.property(unterminated, unterminated, options, (a, b, compare) => {
        const expected = changedLines(diffTexts(a, b, { ...compare, ...TYPED }));
        for (const [x, y] of [
          [a + '\n', b],
          [a, b + '\n'],
          [a + '\n', b + '\n'],
        ]) {
          const diff = diffTexts(x, y, { ...compare, ...TYPED });
          expect({ x, y, ...changedLines(diff) }).toEqual({ x, y, ...expected });
          expect(diff.oldLines.noFinalNewline || diff.newLines.noFinalNewline).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('diffTexts: never hangs', () => {
  it('10k lines against a shuffle of themselves: a correct diff, fast', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const lines = Array.from({ length: 10_000 }, (_, i) => `line ${i} ${random()}`);
    const shuffled = [...lines];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    const [a, b] = [join(lines, true), join(shuffled, true)];
    const started = performance.now();
    const diff = diffTexts(a, b);
    // Generous for a shared, busy test machine; the bench measures it properly.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(applyBlocks(diff, a, b)).toEqual(shuffled);
    expect(diff.added).toBe(diff.removed);
  });
});
