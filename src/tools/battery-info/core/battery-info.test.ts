import { describe, expect, it } from 'vitest';
import { batteryDuration, batteryFacts } from '.';

describe('battery facts', () => {
  it('rounds a time to hours and minutes, unknown for Infinity, NaN and negative times', () => {
    expect(batteryDuration(8100)).toEqual({ hours: 2, minutes: 15, underAMinute: false });
    expect(batteryDuration(29)).toEqual({ hours: 0, minutes: 0, underAMinute: true });
    expect(batteryDuration(0)).toEqual({ hours: 0, minutes: 0, underAMinute: false });
    for (const t of [Infinity, NaN, -1]) expect(batteryDuration(t)).toBeUndefined();
  });

  it('tells the state and which way the time runs', () => {
    expect(batteryFacts({ level: 0.42, charging: true, chargingTime: 4500, dischargingTime: Infinity })).toEqual({
      percent: 42,
      state: 'charging',
      towards: 'full',
      seconds: 4500,
    });
    expect(batteryFacts({ level: 1, charging: true, chargingTime: 60, dischargingTime: Infinity }).state).toBe('full');
  });
});
