import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDeadzone,
  circularityError,
  driftOf,
  emptyReach,
  magnitude,
  PadTracker,
  pushSample,
  pushStamp,
  restPosition,
  SECTORS,
  sectorOf,
  traceReach,
  updateRateHz,
  type GamepadLike,
  type StickSample,
} from '.';

const axisValue = fc.double({ min: -1, max: 1, noNaN: true });

describe('deadzone', () => {
  it('centres inside the zone and rescales outside it, keeping the direction and reaching the edge', () => {
    fc.assert(
      fc.property(axisValue, axisValue, fc.double({ min: 0, max: 0.5, noNaN: true }), (x, y, zone) => {
        const out = applyDeadzone({ x, y }, zone);
        const m = magnitude({ x, y });
        if (m <= zone) expect(out).toEqual({ x: 0, y: 0 });
        else {
          expect(magnitude(out)).toBeLessThanOrEqual(1 + 1e-9);
          expect(Math.sign(out.x) * Math.sign(x)).toBeGreaterThanOrEqual(0);
          expect(Math.sign(out.y) * Math.sign(y)).toBeGreaterThanOrEqual(0);
        }
        if (m >= 1) expect(magnitude(out)).toBeCloseTo(1, 9);
      }),
      { numRuns: 200 },
    );
  });

  it('grows the output with the stick', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        expect(magnitude(applyDeadzone({ x: low, y: 0 }, 0.1))).toBeLessThanOrEqual(
          magnitude(applyDeadzone({ x: high, y: 0 }, 0.1)),
        );
      }),
      { numRuns: 100 },
    );
  });
});

/** A stick sampled every 16 ms for `ms`, at `at(t)`. */
function samples(ms: number, at: (t: number) => { x: number; y: number }): StickSample[] {
  const list: StickSample[] = [];
  for (let t = 0; t <= ms; t += 16) pushSample(list, { ...at(t), t });
  return list;
}

describe('drift', () => {
  it('reads the rest position once the stick stayed still for most of a second', () => {
    expect(restPosition(samples(500, () => ({ x: 0.1, y: 0.05 })))).toBeNull();
    const rest = restPosition(samples(2000, () => ({ x: 0.1, y: 0.05 })))!;
    expect(rest.x).toBeCloseTo(0.1, 9);
    expect(rest.y).toBeCloseTo(0.05, 9);
    expect(restPosition(samples(2000, (t) => ({ x: Math.sin(t / 100) * 0.5, y: 0 })))).toBeNull();
  });

  it('tells drift beyond and inside the deadzone from a centred stick and from a held one', () => {
    expect(driftOf({ x: 0.1, y: 0.05 }, 0.1)).toEqual({
      kind: 'drift',
      magnitude: Math.hypot(0.1, 0.05),
      beyondDeadzone: true,
    });
    expect(driftOf({ x: 0.1, y: 0.05 }, 0.2)).toMatchObject({ kind: 'drift', beyondDeadzone: false });
    expect(driftOf({ x: 0.01, y: 0 }, 0.1)).toEqual({ kind: 'centred', magnitude: 0.01 });
    expect(driftOf({ x: 0.5, y: 0 }, 0.1)).toBeNull();
  });

  it('keeps only the last second of samples', () => {
    const list = samples(5000, () => ({ x: 0, y: 0 }));
    expect(list[list.length - 1].t - list[0].t).toBeLessThanOrEqual(1000);
  });
});

describe('circularity', () => {
  const traced = (reachAt: (angle: number) => number) => {
    const reach = emptyReach();
    for (let i = 0; i < 720; i++) {
      const angle = (i / 720) * 2 * Math.PI;
      traceReach(reach, { x: Math.cos(angle) * reachAt(angle), y: Math.sin(angle) * reachAt(angle) });
    }
    return reach;
  };

  it('is 0% for a round gate and over 10% for a square one, null until turned all around', () => {
    expect(circularityError(traced(() => 1))).toBeCloseTo(0, 9);
    const square = circularityError(traced((a) => 1 / Math.max(Math.abs(Math.cos(a)), Math.abs(Math.sin(a)))))!;
    expect(square).toBeGreaterThan(10);
    const half = emptyReach();
    traceReach(half, { x: 1, y: 0 });
    expect(circularityError(half)).toBeNull();
  });

  it('puts every direction in a sector', () => {
    fc.assert(
      fc.property(axisValue, axisValue, (x, y) => {
        const sector = sectorOf({ x, y });
        expect(Number.isInteger(sector) && sector >= 0 && sector < SECTORS).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('update rate', () => {
  it('counts the changes of the timestamp per second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.double({ min: 0, max: 1e6, noNaN: true }), (period, start) => {
        const stamps: number[] = [];
        for (let t = 0; t <= 2000; t += period) {
          pushStamp(stamps, start + t);
          pushStamp(stamps, start + t); // the same poll seen twice counts once
        }
        expect(Math.abs(updateRateHz(stamps)! - 1000 / period)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
      { numRuns: 100 },
    );
    expect(updateRateHz([5, 10])).toBeNull();
    expect(pushStamp([10], NaN)).toEqual([10]);
  });
});

describe('the tracker', () => {
  const pad = (axes: number[], timestamp: number): GamepadLike => ({
    index: 0,
    id: 'Pad',
    mapping: 'standard',
    timestamp,
    buttons: [{ pressed: true, value: 1 }, ...Array.from({ length: 16 }, () => ({ pressed: false, value: 0 }))],
    axes,
  });

  it('follows a pad frame by frame: buttons, drift at rest and the update rate', () => {
    const tracker = new PadTracker();
    let view = tracker.track(pad([0.1, 0.05, 0, 0], 0), 0, 0.1);
    expect(view.sticks.map((s) => s.drift)).toEqual([null, null]);
    for (let t = 16; t <= 1200; t += 16) view = tracker.track(pad([0.1, 0.05, 0, 0], t / 2), t, 0.1);
    expect(view.standard).toBe(true);
    expect(view.buttons[0]).toEqual({ value: 1, pressed: true });
    expect(view.sticks.map((s) => s.pair)).toEqual([0, 1]);
    const [left, right] = view.sticks.map((s) => s.drift);
    expect(left).toMatchObject({ kind: 'drift', beyondDeadzone: true });
    expect(left?.magnitude).toBeCloseTo(Math.hypot(0.1, 0.05), 9);
    expect(right).toEqual({ kind: 'centred', magnitude: 0 });
    expect(view.rate).toBe(125);
  });
});
