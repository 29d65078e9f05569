import { describe, expect, it } from 'vitest';
import { frameIntervals, measureRefresh } from './core';
import { formatRate, refreshSummary } from './reading';

/** The intervals of `n` frames at exactly `hz`. */
const intervals = (hz: number, n: number) =>
  frameIntervals(Array.from({ length: n }, (_, i) => 1000 + (i * 1000) / hz));

describe('the rate in words', () => {
  it('says a common rate as it is, and another as measured', () => {
    expect(formatRate(measureRefresh(intervals(60, 61))!)).toBe('60 Hz');
    expect(formatRate(measureRefresh(intervals(85, 121))!)).toBe('85.0 Hz (measured, not a common rate)');
  });

  it('sums up the rate and the dropped frames for the check-up', () => {
    const gaps = intervals(60, 61);
    gaps[10] = 33.4;
    gaps[20] = 50;
    gaps[30] = 24; // 1.44 times: late, not dropped
    expect(refreshSummary(measureRefresh(gaps))).toBe('60 Hz, 2 dropped frames');
    expect(refreshSummary(measureRefresh(intervals(85, 121)))).toBe('85.0 Hz, 0 dropped frames');
    expect(refreshSummary(null)).toBeNull();
  });
});
