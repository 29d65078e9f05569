import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXT_STATISTICS_DEFAULTS } from './core';
import { duration, textStatistics } from './result';

describe('text statistics in words', () => {
  it('lists the top words, optionally without stop words', () => {
    const text = 'The cat and the dog. The cat!';
    expect(textStatistics(text, { top: '10', skipStopWords: false }).outputs.words).toBe(
      'Word  Count\nthe   3\ncat   2\nand   1\ndog   1\n',
    );
    expect(textStatistics(text, TEXT_STATISTICS_DEFAULTS).outputs.words).toBe('Word  Count\ncat   2\ndog   1\n');
  });

  it('gives reading and speaking times', () => {
    expect(duration(0, 238)).toBe('0 s');
    expect(duration(238, 238)).toBe('1 min');
    expect(duration(300, 150)).toBe('2 min');
    expect(duration(150 * 95, 150)).toBe('1 h 35 min');
  });

  it('never throws on hostile input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(() => textStatistics(text, TEXT_STATISTICS_DEFAULTS)).not.toThrow();
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
