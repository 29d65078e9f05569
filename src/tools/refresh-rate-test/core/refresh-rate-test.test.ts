import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addFrame,
  COMMON_RATES,
  frameIntervals,
  graphBars,
  measureRefresh,
  measureRun,
  median,
  newRun,
  snapRate,
  trackPosition,
} from '.';

/** Timestamps of `n` frames at `hz`, each off by up to `jitterMs` (a deterministic wobble), as rAF reports them. */
function frames(hz: number, n: number, jitterMs = 0, start = 1000): number[] {
  return Array.from({ length: n }, (_, i) => start + (i * 1000) / hz + jitterMs * Math.sin(i * 12.9898));
}

describe('median and intervals', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('leaves out pauses and non-increasing timestamps', () => {
    expect(frameIntervals([0, 16, 32, 1032, 1048, 1048, 1040])).toEqual([16, 16, 16]);
  });
});

describe('the rate', () => {
  it('snaps to the common rate within 1.2%, else reports none', () => {
    expect(snapRate(59.94)).toBe(60);
    expect(snapRate(143.2)).toBe(144);
    expect(snapRate(167.5)).toBeNull();
    expect(snapRate(85)).toBeNull();
    expect(snapRate(NaN)).toBeNull();
  });

  it('finds each common rate from jittery frame times (±1 ms wobble, a few late frames)', () => {
    for (const hz of COMMON_RATES) {
      const stamps = frames(hz, 241, Math.min(1, 200 / hz / 10));
      const m = measureRefresh(frameIntervals(stamps));
      expect(m?.snappedHz, `${hz} Hz`).toBe(hz);
    }
  });

  it('reports a rate that is none of the common ones as measured', () => {
    const m = measureRefresh(frameIntervals(frames(85, 121)));
    expect(m?.snappedHz).toBeNull();
    expect(m?.measuredHz.toFixed(1)).toBe('85.0');
  });

  it('counts intervals over 1.5 times the median as dropped', () => {
    const stamps = frames(60, 61);
    const gaps = frameIntervals(stamps);
    gaps[10] = 33.4;
    gaps[20] = 50;
    gaps[30] = 24; // 1.44 times: late, not dropped
    const m = measureRefresh(gaps);
    expect(m?.snappedHz).toBe(60);
    expect(m?.dropped).toBe(2);
  });

  it('any rate from 20 to 400 Hz with jitter under 2% reads within 1% of itself', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 20, max: 400, noNaN: true }),
        fc.double({ min: 0, max: 0.02, noNaN: true }),
        (hz, jitter) => {
          const m = measureRefresh(frameIntervals(frames(hz, 121, (jitter * 1000) / hz)));
          expect(m).not.toBeNull();
          expect(Math.abs(m!.measuredHz - hz) / hz).toBeLessThan(0.01);
          if (m!.snappedHz !== null) expect(Math.abs(m!.snappedHz - hz) / hz).toBeLessThan(0.025);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('falls back to the median when no interval lies near it', () => {
    expect(measureRefresh([1, 400])?.frameMs).toBe(200.5);
  });

  it('never throws nor reports a non-finite rate on any timestamps', () => {
    fc.assert(
      fc.property(fc.array(fc.double(), { maxLength: 50 }), (stamps) => {
        const m = measureRefresh(frameIntervals(stamps));
        if (m) expect(Number.isFinite(m.measuredHz)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a measuring run', () => {
  it('counts the dropped frames of the whole run, and the rate of its window', () => {
    const run = newRun();
    const stamps = frames(120, 1000);
    for (const [i, t] of stamps.entries()) if (i !== 500 && i !== 700) addFrame(run, t);
    const m = measureRun(run);
    expect(m?.snappedHz).toBe(120);
    expect(m?.dropped).toBe(2);
    expect(m?.frames).toBe(997);
    expect(run.intervals.length).toBe(600);
  });

  it('treats a pause (a hidden tab) as no frame at all', () => {
    const run = newRun();
    for (const t of [...frames(60, 30), ...frames(60, 30, 0, 9000)]) addFrame(run, t);
    expect(measureRun(run)?.dropped).toBe(0);
    expect(run.frames).toBe(58);
  });
});

describe('the graph and the motion track', () => {
  it('scales bars so twice the median fills the graph', () => {
    expect(graphBars([8, 16, 32, 64], 16, 100)).toEqual([25, 50, 100, 100]);
  });

  it('moves squares at their speed and wraps them round the track', () => {
    expect(trackPosition(500, 960, 1000)).toBe(480);
    expect(trackPosition(1500, 960, 1000)).toBe(440);
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (t, speed, width) => {
        const x = trackPosition(t, speed, width);
        expect(x >= 0 && (width > 0 ? x < width : x === 0)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
