import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_SIZES, measuredFps, offerFrameRates, offerSizes, parseSizeKey, roundedFps, sizeKey } from '.';

describe('offers from getCapabilities()', () => {
  it('offers the common sizes within the ranges', () => {
    expect(offerSizes({ min: 1, max: 1280 }, { min: 1, max: 720 }).map(sizeKey)).toEqual([
      '320×240',
      '640×360',
      '640×480',
      '800×600',
      '1280×720',
    ]);
    expect(offerSizes(undefined, undefined)).toEqual(COMMON_SIZES);
    expect(offerSizes({ min: 4000 }, {})).toEqual([]);
  });

  it('offers the common frame rates within the range', () => {
    expect(offerFrameRates({ min: 1, max: 30 })).toEqual([5, 10, 15, 24, 25, 30]);
    expect(offerFrameRates({ max: 0 })).toEqual([]);
  });

  it('never offers a size outside the ranges', () => {
    const range = fc.record({ min: fc.integer({ min: 0, max: 4000 }), max: fc.integer({ min: 0, max: 4000 }) });
    fc.assert(
      fc.property(range, range, (w, h) => {
        for (const s of offerSizes(w, h)) {
          expect(s.width >= w.min && s.width <= w.max && s.height >= h.min && s.height <= h.max).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('reads back its own size keys', () => {
    for (const s of COMMON_SIZES) expect(parseSizeKey(sizeKey(s))).toEqual(s);
    expect(parseSizeKey('640x480')).toBeUndefined();
  });
});

describe('measured frame rate', () => {
  it('counts frame intervals over the last second', () => {
    const times = Array.from({ length: 61 }, (_, i) => i * (1000 / 30));
    expect(measuredFps(times)).toBeCloseTo(30, 6);
    expect(measuredFps([0])).toBeNull();
    expect(measuredFps([5, 5])).toBeNull();
    // Only the last second counts: a slow start does not drag the figure down.
    expect(measuredFps([0, 2000, 2100, 2200])).toBeCloseTo(10, 6);
  });

  it('matches a steady frame interval', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 200 }), fc.integer({ min: 3, max: 100 }), (interval, n) => {
        const times = Array.from({ length: n }, (_, i) => 1000 + i * interval);
        expect(measuredFps(times)).toBeCloseTo(1000 / interval, 6);
      }),
      { numRuns: 100 },
    );
  });

  it('rounds a rate to one decimal', () => {
    expect(roundedFps(30.02)).toBe(30);
    expect(roundedFps(29.84)).toBe(29.8);
  });
});
