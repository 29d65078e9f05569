import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelPercent } from './core';
import { batterySummary, formatBatteryTime, readBattery } from './reading';

describe('battery time', () => {
  it('reads as hours and minutes, rounded to the minute', () => {
    expect(formatBatteryTime(8100)).toBe('2 h 15 min');
    expect(formatBatteryTime(4500)).toBe('1 h 15 min');
    expect(formatBatteryTime(3600)).toBe('1 h');
    expect(formatBatteryTime(3599)).toBe('1 h');
    expect(formatBatteryTime(2700)).toBe('45 min');
    expect(formatBatteryTime(29)).toBe('Under 1 min');
    expect(formatBatteryTime(0)).toBe('0 min');
  });

  it("reads Infinity (the spec's unknown), NaN and negative times as Unknown", () => {
    for (const t of [Infinity, -Infinity, NaN, -1]) expect(formatBatteryTime(t)).toBe('Unknown');
  });

  it('gives back the whole minutes it was given, for any time up to a week', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 * 24 * 60 }), (minutes) => {
        const match = /^(?:(\d+) h)? ?(?:(\d+) min)?$/.exec(formatBatteryTime(minutes * 60));
        expect(match).not.toBeNull();
        expect(Number(match![1] ?? 0) * 60 + Number(match![2] ?? 0)).toBe(minutes);
        expect(Number(match![2] ?? 0)).toBeLessThan(60);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws and never shows an empty time', () => {
    fc.assert(
      fc.property(fc.double(), (t) => {
        expect(formatBatteryTime(t).length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('battery reading', () => {
  it('reads a charging battery with its time to full', () => {
    expect(readBattery({ level: 0.42, charging: true, chargingTime: 4500, dischargingTime: Infinity })).toEqual({
      level: '42%',
      percent: 42,
      state: 'Charging',
      timeLabel: 'Time to full',
      time: '1 h 15 min',
      timeSaid: true,
      towards: 'full',
    });
  });

  it('reads a discharging battery with its time to empty, Unknown where the browser does not know', () => {
    const reading = readBattery({ level: 0.9, charging: false, chargingTime: Infinity, dischargingTime: Infinity });
    expect([reading.state, reading.timeLabel, reading.time]).toEqual(['Discharging', 'Time to empty', 'Unknown']);
  });

  it('reads a charging time of 0, or 100%, as fully charged', () => {
    expect(readBattery({ level: 1, charging: true, chargingTime: 0, dischargingTime: Infinity }).state).toBe(
      'Fully charged',
    );
  });

  it('keeps any level within 0-100%', () => {
    fc.assert(
      fc.property(fc.double(), (level) => {
        const percent = levelPercent(level);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(Number.isInteger(percent)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("sums it up in one line for the check-up, leaving out a time that isn't known", () => {
    const charging = readBattery({ level: 0.42, charging: true, chargingTime: 4500, dischargingTime: Infinity });
    expect(batterySummary(charging)).toBe('Battery 42%, charging, 1 h 15 min to full');
    const unknown = readBattery({ level: 0.5, charging: false, chargingTime: Infinity, dischargingTime: Infinity });
    expect(batterySummary(unknown)).toBe('Battery 50%, discharging');
    const full = readBattery({ level: 1, charging: true, chargingTime: 0, dischargingTime: Infinity });
    expect(batterySummary(full)).toBe('Battery 100%, fully charged');
  });
});
