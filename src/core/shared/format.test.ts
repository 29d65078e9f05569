import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatRate } from './format';

describe('formatBytes', () => {
  it('uses bytes, KB and MB with one decimal', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2.0 GB');
  });
});

describe('formatRate', () => {
  it('is MB/s, or empty when not measurable', () => {
    expect(formatRate(10 * 1024 * 1024, 2)).toBe('5.0 MB/s');
    expect(formatRate(100, 0)).toBe('');
    expect(formatRate(0, 1)).toBe('');
  });
});

describe('formatCount', () => {
  it('groups thousands like en-US', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(100_000)).toBe('100,000');
    expect(formatCount(89_478_488)).toBe('89,478,488');
    expect(formatCount(-1234)).toBe('-1,234');
  });

  it('agrees with toLocaleString for any safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});
