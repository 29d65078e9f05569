import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../tests/unit/arbitraries';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { BASES, fault, WORKER_FROM_CHARS, convertBase, convertsInWorker, formatInBase, parseInBase } from '.';

describe('number base conversion', () => {
  it("converts between the spec's bases, and refuses a digit outside the base", () => {
    expect(BASES.map((base) => convertBase('35', 10, base))).toEqual(['100011', '43', '35', '23', '13', 'Z']);
    expect(
      fault.is(
        toolErrorOf(() => convertBase('12', 2, 10)),
        'invalid',
      ),
    ).toBe(true);
  });

  it('converts known vectors, output upper-case', () => {
    expect(convertBase('255', 10, 2)).toBe('11111111');
    expect(convertBase('255', 10, 16)).toBe('FF');
    expect(convertBase('ff', 16, 10)).toBe('255');
    expect(convertBase('777', 8, 10)).toBe('511');
    expect(convertBase('1000000', 10, 32)).toBe('UGI0');
    expect(convertBase('zz', 36, 10)).toBe('1295');
    expect(convertBase('0', 10, 36)).toBe('0');
  });

  it('handles negative numbers, prefixes and digit-group separators', () => {
    expect(convertBase('-255', 10, 16)).toBe('-FF');
    expect(convertBase('  -0xff ', 16, 2)).toBe('-11111111');
    expect(convertBase('+0b1010', 2, 10)).toBe('10');
    expect(convertBase('0o17', 8, 10)).toBe('15');
    expect(convertBase('1_000_000', 10, 16)).toBe('F4240');
    expect(convertBase('1111 0000', 2, 16)).toBe('F0');
    // In base 36 'x' is a digit, so '0x10' is a number, not a prefix.
    expect(convertBase('0x10', 36, 10)).toBe(String(33 * 36 ** 2 + 36));
  });

  it('is exact beyond 2^53 (BigInt)', () => {
    expect(convertBase('18446744073709551615', 10, 16)).toBe('FFFFFFFFFFFFFFFF');
    expect(convertBase('9007199254740993', 10, 10)).toBe('9007199254740993');
    const huge = `1${'0'.repeat(500)}`;
    expect(convertBase(convertBase(huge, 10, 36), 36, 10)).toBe(huge);
  });

  it.each([
    ['12', 2],
    ['9', 8],
    ['1A', 10],
    ['G', 16],
    ['W', 32],
    ['', 10],
    ['-', 10],
    ['1.5', 10],
    ['0x', 16],
    ['1e3', 10],
    ['--1', 10],
    ['_1', 10],
  ] as const)('refuses %j in base %i', (input, base) => {
    expect(
      fault.is(
        toolErrorOf(() => convertBase(input, base, 10)),
        'invalid',
      ),
    ).toBe(true);
  });

  const base = fc.constantFrom(...BASES);
  const hugeInteger = fc.bigInt({ min: -(1n << 2048n), max: 1n << 2048n });

  it('round-trips any integer, huge and negative, through every pair of bases', () => {
    fc.assert(
      fc.property(hugeInteger, base, base, (n, from, to) => {
        const text = formatInBase(n, from);
        expect(parseInBase(convertBase(text, from, to), to)).toBe(n);
        expect(parseInBase(text.toLowerCase(), from)).toBe(n);
      }),
    );
  });

  it('never throws anything but the intended error on any input, astral Unicode included', () => {
    fc.assert(
      fc.property(anyText(), base, (s, from) => {
        try {
          parseInBase(s, from);
        } catch (e) {
          expect(fault.is(e, 'invalid')).toBe(true);
        }
      }),
    );
  });

  it('converts a 100,000-digit number quickly', () => {
    const digits = '7'.repeat(100_000);
    const start = performance.now();
    expect(convertBase(digits, 36, 10)).toMatch(/^\d+$/);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});

describe('worker threshold', () => {
  it('sends only inputs longer than WORKER_FROM_CHARS to the worker', () => {
    expect(convertsInWorker('1'.repeat(WORKER_FROM_CHARS))).toBe(false);
    expect(convertsInWorker('1'.repeat(WORKER_FROM_CHARS + 1))).toBe(true);
    expect(convertsInWorker('')).toBe(false);
  });
});
