import { describe, expect, it } from 'vitest';
import { driftOf, PadTracker, type GamepadLike } from './core';
import { buttonName, driftText, formatValue, gamepadSummary, stickName } from './reading';

describe('names and values', () => {
  it("names the standard mapping's buttons, and others by number", () => {
    expect([0, 1, 2, 3, 4, 6, 8, 9, 16].map((i) => buttonName(i, true))).toEqual([
      'A',
      'B',
      'X',
      'Y',
      'LB',
      'LT',
      'Back',
      'Start',
      'Home',
    ]);
    expect(buttonName(12, true)).toBe('D-pad up');
    expect(buttonName(17, true)).toBe('Button 17');
    expect(buttonName(0, false)).toBe('Button 0');
    expect([stickName(0, true), stickName(1, true), stickName(1, false)]).toEqual([
      'Left stick',
      'Right stick',
      'Axes 2 and 3',
    ]);
  });

  it('shows two decimals, never -0.00', () => {
    expect(formatValue(1)).toBe('1.00');
    expect(formatValue(-0.001)).toBe('0.00');
    expect(formatValue(NaN)).toBe('0.00');
  });

  it('says the drift beyond and inside the deadzone, a centred stick, and one not read yet', () => {
    expect(driftText(driftOf({ x: 0.1, y: 0.05 }, 0.1))).toBe('0.11 at rest, beyond the deadzone');
    expect(driftText(driftOf({ x: 0.1, y: 0.05 }, 0.2))).toBe('0.11 at rest, inside the deadzone');
    expect(driftText(driftOf({ x: 0.01, y: 0 }, 0.1))).toBe('None: centred at rest (0.01)');
    expect(driftText(null)).toBe('Leave the stick alone for a second to read its drift');
  });
});

describe('the check-up line', () => {
  const pad = (axes: number[], timestamp: number): GamepadLike => ({
    index: 0,
    id: 'Pad',
    mapping: 'standard',
    timestamp,
    buttons: [{ pressed: true, value: 1 }],
    axes,
  });

  it('says the pads, the update rate and the first stick that drifts', () => {
    const tracker = new PadTracker();
    let view = tracker.track(pad([0.1, 0.05, 0, 0], 0), 0, 0.1);
    expect(gamepadSummary([view])).toBe('1 controller, drift not read yet');
    for (let t = 16; t <= 1200; t += 16) view = tracker.track(pad([0.1, 0.05, 0, 0], t / 2), t, 0.1);
    expect(view.sticks.map((s) => driftText(s.drift))).toEqual([
      '0.11 at rest, beyond the deadzone',
      'None: centred at rest (0.00)',
    ]);
    expect(gamepadSummary([view])).toBe('1 controller, 125 Hz updates, left stick drift 0.11');
    expect(gamepadSummary([])).toBeNull();
  });
});
