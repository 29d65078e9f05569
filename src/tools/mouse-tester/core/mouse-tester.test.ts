import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUTTONS,
  DOUBLE_CLICK_MS,
  EMPTY_MOUSE,
  MIN_INTERVALS,
  PAUSE_MS,
  chatterGaps,
  mouseReducer,
  pollingRate,
  type MouseAction,
} from '.';

const run = (actions: MouseAction[]) => actions.reduce(mouseReducer, EMPTY_MOUSE);
const press = (button: number, time: number): MouseAction => ({ type: 'press', button, time });

describe('buttons and double-click gaps', () => {
  it('counts each of the five buttons and ignores others', () => {
    const stats = run([0, 1, 2, 3, 4, 4, 7].map((b, i) => press(b, i * 1000)));
    expect(stats.presses).toEqual({ left: 1, middle: 1, right: 1, back: 1, forward: 2 });
  });

  it('keeps the gaps of a double click, flags those under the threshold, and forgets slow presses', () => {
    const stats = run([press(0, 0), press(0, 40), press(0, 300), press(0, 300 + DOUBLE_CLICK_MS), press(2, 310)]);
    expect(stats.gaps.map((g) => [g.button, g.gap])).toEqual([
      ['left', 40],
      ['left', 260],
    ]);
    expect(chatterGaps(stats, 80).map((g) => g.gap)).toEqual([40]);
    expect(chatterGaps(stats, 30)).toEqual([]);
  });

  it('flags exactly the gaps under the threshold, per button', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ button: fc.integer({ min: 0, max: 4 }), dt: fc.integer({ min: 1, max: 700 }) }), {
          maxLength: 40,
        }),
        fc.integer({ min: 1, max: 200 }),
        (events, threshold) => {
          let time = 0;
          const last: (number | undefined)[] = [];
          let expected = 0;
          const actions = events.map(({ button, dt }) => {
            time += dt;
            const gap = last[button] === undefined ? undefined : time - last[button];
            if (gap !== undefined && gap < Math.min(threshold, DOUBLE_CLICK_MS)) expected++;
            last[button] = time;
            return press(button, time);
          });
          const stats = run(actions);
          expect(chatterGaps(stats, threshold)).toHaveLength(expected);
          expect(BUTTONS.reduce((n, b) => n + stats.presses[b], 0)).toBe(events.length);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('wheel', () => {
  it('counts steps in four directions and keeps the last deltaMode', () => {
    const stats = run([
      { type: 'wheel', deltaX: 0, deltaY: -100, deltaMode: 0 },
      { type: 'wheel', deltaX: 0, deltaY: 3, deltaMode: 1 },
      { type: 'wheel', deltaX: -1, deltaY: 0, deltaMode: 1 },
      { type: 'wheel', deltaX: 2, deltaY: 2, deltaMode: 1 },
      { type: 'wheel', deltaX: 0, deltaY: 0, deltaMode: 2 },
    ]);
    expect(stats.wheel).toEqual({ up: 1, down: 2, left: 1, right: 1 });
    expect(stats.deltaMode).toBe(1);
  });
});

describe('polling rate', () => {
  const evenly = (hz: number, count: number, from = 0) =>
    Array.from({ length: count }, (_, i) => from + (i * 1000) / hz);

  it('reads 125, 500 and 1000 Hz from evenly spaced times', () => {
    expect(pollingRate(evenly(125, 40))).toBe(125);
    expect(pollingRate(evenly(500, 40))).toBe(500);
    expect(pollingRate(evenly(1000, 40))).toBe(1000);
  });

  it(`waits for ${MIN_INTERVALS} intervals, and leaves out pauses and repeated times`, () => {
    expect(pollingRate(evenly(1000, MIN_INTERVALS))).toBeNull();
    const withPauses = [...evenly(1000, 20), ...evenly(1000, 20, 5000), ...evenly(1000, 20, 9000)];
    expect(pollingRate(withPauses)).toBe(1000);
    expect(pollingRate([0, 0, 0, ...evenly(500, 30, 1)])).toBe(500);
  });

  it('stays at the true rate however the movement pauses, with a little jitter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(125, 250, 500, 1000),
        fc.array(
          fc.record({ run: fc.integer({ min: 12, max: 60 }), pause: fc.integer({ min: PAUSE_MS + 1, max: 3000 }) }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.array(fc.double({ min: -0.05, max: 0.05, noNaN: true }), { minLength: 400, maxLength: 400 }),
        (hz, runs, jitter) => {
          const times: number[] = [];
          let t = 0;
          for (const { run, pause } of runs) {
            for (let i = 0; i < run; i++) times.push(t + (i * 1000) / hz + jitter[times.length % jitter.length]);
            t += ((run - 1) * 1000) / hz + pause;
          }
          const rate = pollingRate(times);
          expect(rate).not.toBeNull();
          expect(Math.abs((rate ?? 0) - hz) / hz).toBeLessThan(0.06);
        },
      ),
      { numRuns: 100 },
    );
  });
});
