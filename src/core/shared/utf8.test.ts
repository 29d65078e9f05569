import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidUtf8At } from './utf8';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('invalidUtf8At', () => {
  it('gives the 0-based offset of the first ill-formed sequence, -1 for UTF-8', () => {
    expect(invalidUtf8At(bytes(0xff, 0xfe, 0xc3, 0x28))).toBe(0);
    expect(invalidUtf8At(bytes(0x61, 0x62, 0xc3, 0x28))).toBe(2);
    expect(invalidUtf8At(new TextEncoder().encode('{"é":"😀"}'))).toBe(-1);
    expect(invalidUtf8At(bytes(0xef, 0xbb, 0xbf, 0x31))).toBe(-1);
    // Cut off at the end, overlong, a surrogate, past U+10FFFF.
    expect(invalidUtf8At(bytes(0x31, 0xe2, 0x82))).toBe(1);
    expect(invalidUtf8At(bytes(0xc0, 0xaf))).toBe(0);
    expect(invalidUtf8At(bytes(0x20, 0xed, 0xa0, 0x80))).toBe(1);
    expect(invalidUtf8At(bytes(0xf4, 0x90, 0x80, 0x80))).toBe(0);
  });

  it('finds a bad byte past the first megabyte', () => {
    const big = new Uint8Array(3 << 20).fill(0x61);
    big[(2 << 20) + 5] = 0x80;
    expect(invalidUtf8At(big)).toBe((2 << 20) + 5);
  });

  it('agrees with a fatal TextDecoder, and the bytes before the offset are UTF-8', () => {
    const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 10 }), (random, text) => {
        const input = new Uint8Array([...new TextEncoder().encode(text), ...random]);
        const at = invalidUtf8At(input);
        let valid = true;
        try {
          fatal.decode(input);
        } catch {
          valid = false;
        }
        expect(at === -1).toBe(valid);
        if (at !== -1) expect(() => fatal.decode(input.subarray(0, at))).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});
