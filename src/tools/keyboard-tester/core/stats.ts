/**
 * What the keyboard tester measures, as a pure reducer over key events (their `timeStamp`s in ms): the keys held
 * now and the most held at once (rollover), the keys tested, chatter (a key pressed again within `CHATTER_MS` of
 * its release: a worn switch bouncing), and the auto-repeat delay and rate.
 */
import { median } from '../../../core/shared/median';

/** A press again within this many ms of the same key's release is flagged as chatter (no finger is that fast). */
export const CHATTER_MS = 30;
/** How many presses the recent-events log keeps. */
export const LOG_SIZE = 12;
const SAMPLES = 100;

/** One `keydown` or `keyup`, as read from the event. */
export interface KeyPress {
  type: 'down' | 'up';
  code: string;
  key: string;
  /** `KeyboardEvent.location`: 0 standard, 1 left, 2 right, 3 number pad. */
  location: number;
  /** The modifiers on at the time (`getModifierState` names: Shift, Control, Alt, Meta, CapsLock...). */
  modifiers: readonly string[];
  repeat: boolean;
  time: number;
}

/** A logged press, with the gap since the same key's release when it was flagged as chatter. */
export interface LoggedPress extends KeyPress {
  id: number;
  chatterGap: number | null;
}

export interface KeyboardStats {
  /** Codes held now, in the order they went down. */
  held: readonly string[];
  /** Every code pressed (or released) since the last reset. */
  tested: ReadonlySet<string>;
  /** The most keys held at once. */
  rollover: number;
  /** Presses (not counting auto-repeats). */
  presses: number;
  /** Chatter per code: how many presses came too soon after a release. */
  chatter: Readonly<Record<string, number>>;
  log: readonly LoggedPress[];
  /** Auto-repeat: ms from the press to the first repeat, and ms between repeats. */
  repeatDelays: readonly number[];
  repeatIntervals: readonly number[];
  downAt: Readonly<Record<string, number>>;
  lastRepeatAt: Readonly<Record<string, number>>;
  releasedAt: Readonly<Record<string, number>>;
}

export type KeyboardAction = KeyPress | { type: 'blur' } | { type: 'reset' };

export const EMPTY_STATS: KeyboardStats = {
  held: [],
  tested: new Set(),
  rollover: 0,
  presses: 0,
  chatter: {},
  log: [],
  repeatDelays: [],
  repeatIntervals: [],
  downAt: {},
  lastRepeatAt: {},
  releasedAt: {},
};

const keep = <T>(list: readonly T[], item: T, size: number): T[] => [...list, item].slice(-size);
const without = (record: Readonly<Record<string, number>>, code: string): Record<string, number> => {
  const { [code]: _gone, ...rest } = record;
  return rest;
};

function logged(stats: KeyboardStats, press: KeyPress, chatterGap: number | null): LoggedPress[] {
  const id = (stats.log.at(-1)?.id ?? 0) + 1;
  return keep(stats.log, { ...press, id, chatterGap }, LOG_SIZE);
}

/** An auto-repeat of a held key: the first gives the delay, the next ones the interval. */
function onRepeat(stats: KeyboardStats, press: KeyPress): KeyboardStats {
  const { code, time } = press;
  const since = stats.lastRepeatAt[code];
  const down = stats.downAt[code];
  const next = { ...stats, lastRepeatAt: { ...stats.lastRepeatAt, [code]: time }, log: logged(stats, press, null) };
  if (since !== undefined) return { ...next, repeatIntervals: keep(stats.repeatIntervals, time - since, SAMPLES) };
  if (down !== undefined) return { ...next, repeatDelays: keep(stats.repeatDelays, time - down, SAMPLES) };
  return next;
}

function onDown(stats: KeyboardStats, press: KeyPress): KeyboardStats {
  const { code, time } = press;
  if (press.repeat && stats.held.includes(code)) return onRepeat(stats, press);
  const released = stats.releasedAt[code];
  const gap = released !== undefined && !press.repeat ? time - released : null;
  const chatterGap = gap !== null && gap >= 0 && gap <= CHATTER_MS ? gap : null;
  const held = [...stats.held.filter((c) => c !== code), code];
  return {
    ...stats,
    held,
    tested: new Set(stats.tested).add(code),
    rollover: Math.max(stats.rollover, held.length),
    presses: stats.presses + 1,
    chatter: chatterGap === null ? stats.chatter : { ...stats.chatter, [code]: (stats.chatter[code] ?? 0) + 1 },
    log: logged(stats, press, chatterGap),
    downAt: { ...stats.downAt, [code]: time },
    // A repeat with no press seen (the key was held when the focus came): repeats from here give intervals only.
    lastRepeatAt: press.repeat ? { ...stats.lastRepeatAt, [code]: time } : without(stats.lastRepeatAt, code),
  };
}

function onUp(stats: KeyboardStats, press: KeyPress): KeyboardStats {
  const { code, time } = press;
  const wasHeld = stats.held.includes(code);
  return {
    ...stats,
    held: stats.held.filter((c) => c !== code),
    // Some keys report only their release (Print Screen on Windows): they are tested too, and logged.
    tested: stats.tested.has(code) ? stats.tested : new Set(stats.tested).add(code),
    log: wasHeld ? stats.log : logged(stats, press, null),
    downAt: without(stats.downAt, code),
    lastRepeatAt: without(stats.lastRepeatAt, code),
    releasedAt: { ...stats.releasedAt, [code]: time },
  };
}

/** The next statistics after one event. Losing the focus lets go of every held key without a release time. */
export function keyboardReducer(stats: KeyboardStats, action: KeyboardAction): KeyboardStats {
  switch (action.type) {
    case 'down':
      return onDown(stats, action);
    case 'up':
      return onUp(stats, action);
    case 'blur':
      return { ...stats, held: [], downAt: {}, lastRepeatAt: {} };
    case 'reset':
      return EMPTY_STATS;
  }
}

/** The auto-repeat delay (ms) and rate (repeats per second), each null until measured. Medians: one late event
 * (a busy page) does not move them. */
export function repeatTiming(stats: KeyboardStats): { delay: number | null; rate: number | null } {
  const delay = median(stats.repeatDelays);
  const interval = median(stats.repeatIntervals);
  return {
    delay: Number.isNaN(delay) ? null : Math.round(delay),
    rate: Number.isNaN(interval) || interval <= 0 ? null : Math.round(10000 / interval) / 10,
  };
}

/** How many presses were flagged as chatter, over all keys. */
export const chatterTotal = (stats: KeyboardStats): number =>
  Object.values(stats.chatter).reduce((sum, n) => sum + n, 0);
