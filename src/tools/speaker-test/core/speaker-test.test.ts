import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SWEEP, sweepFrequency, volumeGain } from '.';

describe('sweep', () => {
  it('runs from 20 Hz to 20 kHz, one decade every third of the way', () => {
    expect(sweepFrequency(0)).toBeCloseTo(20, 9);
    expect(sweepFrequency(SWEEP.seconds / 3)).toBeCloseTo(200, 6);
    expect(sweepFrequency((2 * SWEEP.seconds) / 3)).toBeCloseTo(2000, 6);
    expect(sweepFrequency(SWEEP.seconds)).toBeCloseTo(20000, 6);
    expect(sweepFrequency(-1)).toBe(20);
    expect(sweepFrequency(999)).toBeCloseTo(20000, 6);
    expect(sweepFrequency(Number.NaN)).toBe(20);
  });

  it('only rises, and stays within 20 Hz–20 kHz', () => {
    fc.assert(
      fc.property(fc.double({ min: -5, max: 30, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), (t, d) => {
        const a = sweepFrequency(t);
        const b = sweepFrequency(t + d);
        expect(b).toBeGreaterThanOrEqual(a - 1e-9);
        expect(a).toBeGreaterThanOrEqual(20 - 1e-9);
        expect(a).toBeLessThanOrEqual(20000 + 1e-6);
      }),
      { numRuns: 200 },
    );
  });
});

describe('volume', () => {
  it('maps the volume slider to a gain from 0 to 1', () => {
    expect(volumeGain(0)).toBe(0);
    expect(volumeGain(20)).toBeCloseTo(0.04, 9);
    expect(volumeGain(100)).toBe(1);
    expect(volumeGain(500)).toBe(1);
    expect(volumeGain(Number.NaN)).toBe(0);
  });
});
