import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LINE_TOOLS_OPTIONS, processLines, type LineToolsOptions } from '.';
import { byteLines, fitsByteSort, sortByteLines, sortLinesOfBytes } from './byte-sort';

const utf8 = new TextEncoder();
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Lines that share long prefixes (the radix steps four bytes at a time), with multi-byte and astral characters. */
const line = fc.string({
  unit: fc.constantFrom('a', 'b', 'ab', 'abcd', 'abcde', ' ', '0', '9', 'é', '\u00ff', '\u0800', '\uffff', '😀', '\t'),
  maxLength: 8,
});
const text = fc
  .tuple(fc.array(line, { maxLength: 60 }), fc.boolean())
  .map(([lines, finalBreak]) => lines.join('\n') + (finalBreak && lines.length ? '\n' : ''));
const options = fc.record({
  dedupe: fc.constantFrom('none', 'first', 'last'),
  descending: fc.boolean(),
  removeEmpty: fc.boolean(),
}) as fc.Arbitrary<Partial<LineToolsOptions>>;

describe('alphabetical sort on bytes', () => {
  it('gives the string path’s output and counts, byte for byte, in one part or shared out in several', () => {
    fc.assert(
      fc.property(text, options, fc.integer({ min: 1, max: 3 }), (input, chosen, parts) => {
        const all = { ...DEFAULT_LINE_TOOLS_OPTIONS, ...chosen };
        const byBytes = sortLinesOfBytes(utf8.encode(input), all, parts)!;
        const byString = processLines(input, all);
        expect(decode(byBytes.output)).toBe(byString.output);
        expect(byBytes.counts).toEqual(byString.counts);
      }),
      { numRuns: 300 },
    );
  });

  it('sorts many lines with long shared prefixes and ties as the engine sorts their strings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('alpha beta ', 'alpha gamma ', 'zeta '), { minLength: 200, maxLength: 2000 }),
        fc.nat(),
        (heads, seed) => {
          const lines = heads.map((head, i) => `${head}${(i * 7919 + seed) % 97}`);
          const bytes = utf8.encode(lines.join('\n'));
          const split = byteLines(bytes)!;
          const order = sortByteLines(bytes, split);
          const sorted = [...order].map((i) => decode(bytes.subarray(split.starts[i], split.ends[i])));
          expect(sorted).toEqual([...lines].sort());
        },
      ),
      { numRuns: 30 },
    );
  });

  it('is `LC_ALL=C sort -u` on a real file', () => {
    const bytes = new Uint8Array(readFileSync('/usr/share/common-licenses/GPL-3'));
    const gnu = spawnSync('sort', ['-u'], { input: bytes, env: { LC_ALL: 'C' } }).stdout;
    for (const parts of [1, 2]) {
      const ours = sortLinesOfBytes(bytes, { ...DEFAULT_LINE_TOOLS_OPTIONS, dedupe: 'first' }, parts)!;
      expect(Buffer.from(ours.output).equals(gnu)).toBe(true);
    }
  });

  it('leaves CRLF text and the options it does not do to the string path', () => {
    const all = DEFAULT_LINE_TOOLS_OPTIONS;
    expect(sortLinesOfBytes(utf8.encode('b\r\na\r\n'), all)).toBeNull();
    for (const other of [
      { order: 'natural' },
      { ignoreCase: true },
      { counts: true },
      { trim: true },
      { numbers: true },
    ])
      expect(fitsByteSort({ ...all, ...other } as LineToolsOptions)).toBe(false);
    expect(fitsByteSort({ ...all, filter: 'keep-text', filterText: 'x' })).toBe(false);
    expect(fitsByteSort({ ...all, dedupe: 'last', descending: true, removeEmpty: true })).toBe(true);
  });

  it('reads empty text and a lone line break as the string path does', () => {
    for (const input of ['', '\n', '\n\n', 'a', 'a\n', '\na'])
      expect(decode(sortLinesOfBytes(utf8.encode(input), DEFAULT_LINE_TOOLS_OPTIONS)!.output)).toBe(
        processLines(input, DEFAULT_LINE_TOOLS_OPTIONS).output,
      );
  });
});
