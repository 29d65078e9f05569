import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import {
  codePointOrder,
  dedupeLines,
  DEFAULT_LINE_TOOLS_OPTIONS,
  leadingNumber,
  processLines,
  shuffleLines,
  splitLines,
  versionOrder,
  type LineToolsOptions,
} from '.';

const lines = (text: string, options: Partial<LineToolsOptions> = {}) =>
  processLines(text, { ...DEFAULT_LINE_TOOLS_OPTIONS, ...options }).output;

/** Lines as a file holds them: each ends with a line break. */
const asText = (input: readonly string[]) => input.map((line) => `${line}\n`).join('');

/** GNU sort (coreutils) in the C locale with these arguments on these lines: the oracle. */
function gnuSort(input: readonly string[], ...args: string[]): string[] {
  const out = spawnSync('sort', args, { input: asText(input), env: { LC_ALL: 'C' } });
  if (out.status !== 0) throw new Error(String(out.stderr));
  return splitLines(out.stdout.toString('utf8')).lines;
}

const asciiLine = fc.string({ unit: fc.constantFrom(...'abcXYZ019 -_.~'.split('')), maxLength: 12 });
/** Lines sort -V and our port agree on byte for byte: ASCII without line breaks. */
const versionLine = fc.string({ unit: fc.constantFrom(...'abzAZ0129.-_~'.split('')), maxLength: 10 });

describe('against GNU sort (oracle)', () => {
  it('alphabetical is LC_ALL=C sort, code points included', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(asciiLine, fc.string({ unit: 'grapheme', maxLength: 6 })), { maxLength: 40 }),
        (input) => {
          const clean = input.map((line) => line.replace(/[\r\n]/g, ''));
          expect(splitLines(lines(asText(clean))).lines).toEqual(gnuSort(clean));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('alphabetical with duplicates removed is sort -u', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('b', 'a', 'c', 'a b', 'A', ''), { maxLength: 40 }), (input) => {
        expect(splitLines(lines(asText(input), { dedupe: 'first' })).lines).toEqual(gnuSort(input, '-u'));
      }),
      { numRuns: 60 },
    );
  });

  // Each run spawns sort: some 10-40 ms each on a busy machine.
  it('natural order is sort -V', { timeout: 60_000 }, () => {
    const names = ['file10.txt', 'file2.txt', 'file1.tar.gz', 'file1.txt', '.hidden', 'A1', 'a01', 'a1', 'aZ', 'a-'];
    expect(splitLines(lines(names.join('\n'), { order: 'natural' })).lines).toEqual(gnuSort(names, '-V'));
    fc.assert(
      fc.property(fc.array(versionLine, { maxLength: 30 }), (input) => {
        expect(splitLines(lines(asText(input), { order: 'natural' })).lines).toEqual(gnuSort(input, '-V'));
      }),
      { numRuns: 80 },
    );
  });

  it('numeric is sort -n on integers and decimals', { timeout: 30_000 }, () => {
    const numbers = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }).map(String),
      fc.double({ min: -100, max: 100, noNaN: true }).map((n) => n.toFixed(2)),
      fc.constantFrom('x', '', ' 7', '3 apples'),
    );
    fc.assert(
      fc.property(fc.array(numbers, { maxLength: 30 }), (input) => {
        expect(splitLines(lines(asText(input), { order: 'numeric' })).lines).toEqual(gnuSort(input, '-n'));
      }),
      { numRuns: 100 },
    );
  });
});

describe('sorting', () => {
  it('sorts by length (stable), descending, case-insensitively, and by locale', () => {
    expect(lines('ccc\na\nbb\nd', { order: 'length' })).toBe('a\nd\nbb\nccc');
    expect(lines('a\nc\nb', { descending: true })).toBe('c\nb\na');
    expect(lines('b\nA\nC\na', { ignoreCase: true })).toBe('A\na\nb\nC');
    expect(lines('Zebra\néclair\nApple\nelephant', { order: 'locale' })).toBe('Apple\néclair\nelephant\nZebra');
  });

  it('reverses and keeps the order as it is', () => {
    expect(lines('1\n2\n3', { order: 'reverse' })).toBe('3\n2\n1');
    expect(lines('b\na', { order: 'keep' })).toBe('b\na');
  });

  it('shuffles with every order possible and nothing lost (crypto random)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) seen.add(shuffleLines(['a', 'b', 'c']).join(''));
    expect([...seen].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
    expect(lines('1\n2\n3\n4', { order: 'shuffle' }).split('\n').sort()).toEqual(['1', '2', '3', '4']);
  });

  it('orders code points as UTF-8 bytes do', () => {
    expect(codePointOrder('\uFFFD', '😀')).toBeLessThan(0);
    expect(codePointOrder('a', 'ab')).toBeLessThan(0);
    expect(leadingNumber('  -3.5 apples')).toBe(-3.5);
    expect(versionOrder('file2', 'file10')).toBeLessThan(0);
  });
});

describe('duplicates, filters and decorations', () => {
  it('keeps the first or the last of each duplicate, with counts', () => {
    expect(dedupeLines(['a', 'b', 'a', 'c', 'b'], 'first', false, true)).toEqual({
      lines: ['a', 'b', 'c'],
      counts: [2, 2, 1],
    });
    expect(dedupeLines(['a', 'b', 'a', 'c', 'b'], 'last', false, false).lines).toEqual(['a', 'c', 'b']);
    expect(dedupeLines(['A', 'a'], 'first', true, false).lines).toEqual(['A']);
    expect(lines('b\na\nb', { dedupe: 'first', counts: true })).toBe('      1 a\n      2 b');
  });

  it('trims, removes empty lines, filters by text or regex, adds prefix, suffix and numbers', () => {
    expect(lines(' a \n\n b', { order: 'keep', trim: true, removeEmpty: true })).toBe('a\nb');
    expect(
      lines('apple\nBanana\ncherry', { order: 'keep', filter: 'keep-text', filterText: 'an', ignoreCase: true }),
    ).toBe('Banana');
    expect(lines('apple\nbanana', { order: 'keep', filter: 'drop-regex', filterText: '^a' })).toBe('banana');
    expect(lines('x\ny', { order: 'keep', prefix: '- ', suffix: ';', numbers: true })).toBe('1. - x;\n2. - y;');
  });

  it('says how many lines went in and out', () => {
    const { counts } = processLines('a\na\nb\nc', {
      ...DEFAULT_LINE_TOOLS_OPTIONS,
      dedupe: 'first',
      filter: 'drop-text',
      filterText: 'c',
    });
    expect(counts).toEqual({ in: 4, out: 2, filtered: 1, duplicates: 1 });
    // Sorted then dropped in place (sort -u's way): the lines in are counted before.
    expect(processLines('b\na\nb', { ...DEFAULT_LINE_TOOLS_OPTIONS, dedupe: 'first' }).counts).toEqual({
      in: 3,
      out: 2,
      filtered: 0,
      duplicates: 1,
    });
  });

  it('refuses a bad regex with its column, at the filter field', () => {
    expect(() => lines('a', { filter: 'keep-regex', filterText: 'a(' })).toThrow(
      new ToolError('Invalid pattern', 'Unterminated group (column 3)', { line: 1, column: 3, input: 'filterText' }),
    );
  });

  it('keeps a final line break, and CRLF lines read as lines', () => {
    expect(lines('b\r\na\r\n')).toBe('a\nb\n');
    expect(lines('')).toBe('');
  });

  it('never throws but its own ToolError, on any text and options (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.record({
          order: fc.constantFrom('keep', 'alpha', 'natural', 'numeric', 'length', 'locale', 'reverse', 'shuffle'),
          dedupe: fc.constantFrom('none', 'first', 'last'),
          filter: fc.constantFrom('none', 'keep-text', 'drop-regex'),
          filterText: fc.string({ maxLength: 4 }),
          counts: fc.boolean(),
          ignoreCase: fc.boolean(),
          descending: fc.boolean(),
        }),
        (text, options) => {
          try {
            expect(typeof lines(text, options as Partial<LineToolsOptions>)).toBe('string');
          } catch (error) {
            expect(error).toBeInstanceOf(ToolError);
          }
        },
      ),
    );
  });
});
