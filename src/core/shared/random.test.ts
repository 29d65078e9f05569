import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RandomSource } from './random';

/** A source that hands out the given 32-bit values in order. */
const fixed = (values: number[]) => {
  let at = 0;
  return new RandomSource((buffer) => {
    for (let i = 0; i < buffer.length; i++) buffer[i] = values[at++ % values.length];
  }, 4);
};

describe('RandomSource.index', () => {
  it('rejects the values at the top of the range that would bias the result', () => {
    // 2^32 = 3 * 1431655765 + 1: 4294967295 is the one value out of range for n = 3.
    expect(fixed([4294967295, 4294967295, 7]).index(3)).toBe(1);
    // For n = 10, 2^32 mod 10 = 6: the top six values are rejected.
    expect(fixed([4294967290, 4294967295, 4294967289]).index(10)).toBe(9);
    expect(fixed([4294967295]).index(2 ** 32)).toBe(4294967295);
  });

  it('gives every index equally often when every 32-bit value is equally likely', () => {
    // Feed each value of a tiny model exactly once: 2^32 mod n values are rejected, the rest map evenly.
    // Model it with the top values: counts over the accepted values below the limit are exact.
    const n = 94;
    const limit = 2 ** 32 - (2 ** 32 % n);
    const values = Array.from({ length: n * 50 }, (_, i) => limit - 1 - i);
    const source = fixed([...values, 2 ** 32 - 1]);
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < values.length; i++) counts[source.index(n)]++;
    expect(new Set(counts)).toEqual(new Set([50]));
  });

  it('stays within [0, n) for any n', () => {
    const source = new RandomSource();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), (n) => {
        const i = source.index(n);
        expect(Number.isInteger(i) && i >= 0 && i < n).toBe(true);
      }),
    );
  });

  it('refuses an empty or impossible range', () => {
    const source = new RandomSource();
    expect(() => source.index(0)).toThrow(RangeError);
    expect(() => source.index(2 ** 32 + 1)).toThrow(RangeError);
    expect(() => source.index(1.5)).toThrow(RangeError);
  });

  it('passes a chi-square test over 94 choices from crypto.getRandomValues', () => {
    const n = 94;
    const draws = 94_000;
    const counts = new Array<number>(n).fill(0);
    const source = new RandomSource();
    for (let i = 0; i < draws; i++) counts[source.index(n)]++;
    const expected = draws / n;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 93 degrees of freedom: the 99.99th percentile is about 155.
    expect(chiSquare).toBeLessThan(155);
  });
});
