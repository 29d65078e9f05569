/**
 * Battery Info: what the Battery Status API's BatteryManager reports, as facts the view words (../reading.ts).
 * Pure: the view passes the manager's four values in, so every case (full, unknown time, odd values) is tested
 * without one.
 */

/** The four values of a BatteryManager (the spec's names). Times are in seconds; Infinity means unknown. */
export interface BatteryState {
  level: number;
  charging: boolean;
  chargingTime: number;
  dischargingTime: number;
}

export type ChargeState = 'charging' | 'discharging' | 'full';

/** What a battery's values mean: its whole percentage, its state, and the seconds until full or empty. */
export interface BatteryFacts {
  /** 0..100, for the meter. */
  percent: number;
  state: ChargeState;
  towards: 'full' | 'empty';
  seconds: number;
}

/** A battery time rounded to the minute, as hours and minutes; `underAMinute` for a time under one (but not 0). */
export interface BatteryDuration {
  hours: number;
  minutes: number;
  underAMinute: boolean;
}

/** The level (0..1) as a whole percentage, clamped: 0.42 → 42; a missing level reads as 0. */
export function levelPercent(level: number): number {
  if (!Number.isFinite(level)) return 0;
  return Math.round(Math.min(1, Math.max(0, level)) * 100);
}

/** A battery time in seconds as hours and minutes; undefined for Infinity, NaN and negative times (unknown). */
export function batteryDuration(seconds: number): BatteryDuration | undefined {
  if (!Number.isFinite(seconds) || seconds < 0) return undefined;
  const total = Math.round(seconds / 60);
  return { hours: Math.floor(total / 60), minutes: total % 60, underAMinute: total === 0 && seconds > 0 };
}

/** Charging at 100% (or a charging time of 0, the spec's 'full') is fully charged. */
function stateOf(battery: BatteryState, percent: number): ChargeState {
  if (!battery.charging) return 'discharging';
  return percent === 100 || battery.chargingTime === 0 ? 'full' : 'charging';
}

export function batteryFacts(battery: BatteryState): BatteryFacts {
  const percent = levelPercent(battery.level);
  const charging = battery.charging;
  return {
    percent,
    state: stateOf(battery, percent),
    towards: charging ? 'full' : 'empty',
    seconds: charging ? battery.chargingTime : battery.dischargingTime,
  };
}
