/** A battery's facts as people read them: the level, state and time in words, and the check-up's line. */
import { batteryDuration, batteryFacts, type BatteryState } from './core';
import { BATTERY_INFO_TEXTS as T } from './words';

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
  /** Whether the time is known and the battery not full: the check-up's line gives it then. */
  timeSaid: boolean;
  towards: 'full' | 'empty';
}

const STATES = { charging: T.charging, discharging: T.discharging, full: T.full } as const;

/**
 * A battery time in seconds as '2 h 15 min', '45 min', '3 h', rounded to the minute; under a minute (but not 0)
 * 'Under 1 min'. Infinity, NaN and negative times are 'Unknown', as the spec means by Infinity.
 */
export function formatBatteryTime(seconds: number): string {
  const duration = batteryDuration(seconds);
  if (!duration) return T.unknown;
  const { hours, minutes, underAMinute } = duration;
  if (underAMinute) return T.underAMinute;
  if (hours === 0) return T.minutes(minutes);
  return minutes === 0 ? T.hours(hours) : `${T.hours(hours)} ${T.minutes(minutes)}`;
}

export function readBattery(battery: BatteryState): BatteryReading {
  const { percent, state, towards, seconds } = batteryFacts(battery);
  return {
    level: `${percent}%`,
    percent,
    state: STATES[state],
    timeLabel: towards === 'full' ? T.timeToFull : T.timeToEmpty,
    time: formatBatteryTime(seconds),
    timeSaid: batteryDuration(seconds) !== undefined && state !== 'full',
    towards,
  };
}

/** The check-up's line: 'Battery 42%, charging, 1 h 5 min to full' (no time where it is unknown). */
export function batterySummary(reading: BatteryReading): string {
  const time = reading.timeSaid ? (reading.towards === 'full' ? T.toFull : T.toEmpty)(reading.time) : null;
  return T.summary(reading.level, reading.state, time);
}
