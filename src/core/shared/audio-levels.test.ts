import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDbfs, NO_PEAK, peakDbfs, peakHoldLevel, rmsDbfs, toDbfs, updatePeakHold } from './audio-levels';

const sine = (amplitude: number, n = 4800) =>
  Float32Array.from({ length: n }, (_, i) => amplitude * Math.sin((2 * Math.PI * 100 * i) / 48000));

const samples = fc
  .array(fc.float({ min: -1, max: 1, noNaN: true }), { minLength: 1, maxLength: 256 })
  .map((a) => Float32Array.from(a));

describe('levels in dBFS', () => {
  it('reads a full-scale sine as 0 dBFS peak and −3.01 dBFS RMS', () => {
    expect(peakDbfs(sine(1))).toBeCloseTo(0, 3);
    expect(rmsDbfs(sine(1))).toBeCloseTo(-3.0103, 2);
    expect(peakDbfs(sine(0.5))).toBeCloseTo(-6.0206, 3);
  });

  it('reads silence and empty blocks as −∞, never NaN', () => {
    expect(rmsDbfs(new Float32Array(128))).toBe(-Infinity);
    expect(peakDbfs(new Float32Array(0))).toBe(-Infinity);
    expect(rmsDbfs(new Float32Array(0))).toBe(-Infinity);
    expect(toDbfs(Number.NaN)).toBe(-Infinity);
  });

  it('never puts RMS above peak, nor peak above 0 dBFS for samples within ±1', () => {
    fc.assert(
      fc.property(samples, (block) => {
        const peak = peakDbfs(block);
        const rms = rmsDbfs(block);
        expect(peak).toBeLessThanOrEqual(1e-9);
        expect(rms).toBeLessThanOrEqual(peak + 1e-6);
        expect(Number.isNaN(rms) || Number.isNaN(peak)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('peak hold', () => {
  const timing = { holdMs: 1000, decayDbPerSecond: 20 };

  it('holds a peak for the hold time, then falls at the decay rate', () => {
    const hold = updatePeakHold(NO_PEAK, -6, 0, timing);
    expect(peakHoldLevel(hold, 999, timing)).toBe(-6);
    expect(peakHoldLevel(hold, 1500, timing)).toBeCloseTo(-16, 6);
    expect(updatePeakHold(hold, -20, 500, timing)).toBe(hold);
    expect(updatePeakHold(hold, -3, 500, timing)).toEqual({ db: -3, at: 500 });
    // Once it has fallen below a new reading, the reading takes over.
    expect(updatePeakHold(hold, -12, 1400, timing)).toEqual({ db: -12, at: 1400 });
  });

  it('always shows at least the latest reading, and never more than the loudest one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: -120, max: 0, noNaN: true }), fc.integer({ min: 0, max: 500 })), {
          minLength: 1,
          maxLength: 50,
        }),
        (readings) => {
          let hold = NO_PEAK;
          let now = 0;
          let loudest = -Infinity;
          for (const [db, step] of readings) {
            now += step;
            hold = updatePeakHold(hold, db, now, timing);
            loudest = Math.max(loudest, db);
            const shown = peakHoldLevel(hold, now, timing);
            expect(shown).toBeGreaterThanOrEqual(db - 1e-9);
            expect(shown).toBeLessThanOrEqual(loudest + 1e-9);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('formatDbfs', () => {
  it('shows a true minus sign, one decimal, and −∞ for silence', () => {
    expect(formatDbfs(-12)).toBe('−12.0 dBFS');
    expect(formatDbfs(-Infinity)).toBe('−∞ dBFS');
    expect(formatDbfs(-0.01)).toBe('0.0 dBFS');
    expect(formatDbfs(-11.96, 0)).toBe('−12 dBFS');
  });
});
