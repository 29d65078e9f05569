/**
 * Battery Info: what the Battery Status API's BatteryManager reports, as people read it. Pure: the view
 * passes the manager's four values in, so every case (full, unknown time, odd values) is tested without one.
 */
import { BATTERY_INFO_TEXTS as T } from './messages';

/** The four values of a BatteryManager (the spec's names). Times are in seconds; Infinity means unknown. */
export interface BatteryState {
  level: number;
  charging: boolean;
  chargingTime: number;
  dischargingTime: number;
}

export interface BatteryReading {
  /** '42%' */
  level: string;
  /** 0..100, for the meter. */
  percent: number;
  state: string;
  /** 'Time to full' while charging, 'Time to empty' otherwise. */
  timeLabel: string;
  /** '2 h 15 min', or 'Unknown' where the browser does not know (Infinity, NaN). */
  time: string;
}

/** The level (0..1) as a whole percentage, clamped: 0.42 → 42; a missing level reads as 0. */
export function levelPercent(level: number): number {
  if (!Number.isFinite(level)) return 0;
  return Math.round(Math.min(1, Math.max(0, level)) * 100);
}

/**
 * A battery time in seconds as '2 h 15 min', '45 min', '3 h', rounded to the minute; under a minute (but not 0)
 * 'Under 1 min'. Infinity, NaN and negative times are 'Unknown', as the spec means by Infinity.
 */
export function formatBatteryTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return T.unknown;
  const minutes = Math.round(seconds / 60);
  if (minutes === 0) return seconds > 0 ? T.underAMinute : T.minutes(0);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return T.minutes(rest);
  return rest === 0 ? T.hours(hours) : `${T.hours(hours)} ${T.minutes(rest)}`;
}

/** Charging at 100% (or a charging time of 0, the spec's 'full') is Fully charged. */
function stateOf(battery: BatteryState, percent: number): string {
  if (!battery.charging) return T.discharging;
  return percent === 100 || battery.chargingTime === 0 ? T.full : T.charging;
}

export function readBattery(battery: BatteryState): BatteryReading {
  const percent = levelPercent(battery.level);
  const charging = battery.charging;
  return {
    level: `${percent}%`,
    percent,
    state: stateOf(battery, percent),
    timeLabel: charging ? T.timeToFull : T.timeToEmpty,
    time: formatBatteryTime(charging ? battery.chargingTime : battery.dischargingTime),
  };
}

/** The check-up's line: 'Battery 42%, charging, 1 h 5 min to full' (no time where it is unknown). */
export function batterySummary(reading: BatteryReading): string {
  const known = reading.time !== T.unknown && reading.state !== T.full;
  const time = known ? (reading.timeLabel === T.timeToFull ? T.toFull : T.toEmpty)(reading.time) : null;
  return T.summary(reading.level, reading.state, time);
}
