import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { median } from './median';

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('lies between the least and the greatest value, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 50 }), (values) => {
        const m = median(values);
        expect(m).toBeGreaterThanOrEqual(Math.min(...values));
        expect(m).toBeLessThanOrEqual(Math.max(...values));
        expect(median([...values].reverse())).toBe(m);
      }),
      { numRuns: 100 },
    );
  });
});
