/**
 * What the mouse tester measures, as pure functions of the events' times (`timeStamp`, ms): presses per button,
 * the gaps between presses of one button (a gap shorter than a threshold is possible chatter: a worn switch
 * clicking twice), wheel steps per direction, and the polling rate from the times of raw pointer moves.
 */
import { median } from '../../../core/shared/median';

/** `MouseEvent.button` 0-4, in that order. */
export const BUTTONS = ['left', 'middle', 'right', 'back', 'forward'] as const;
export type ButtonName = (typeof BUTTONS)[number];
export const WHEEL_DIRECTIONS = ['up', 'down', 'left', 'right'] as const;
export type WheelDirection = (typeof WHEEL_DIRECTIONS)[number];

/** Presses of one button further apart than this are not a double click, and are not kept as a gap. */
export const DOUBLE_CLICK_MS = 500;
/** The default chatter threshold: people double-click no faster than about 80-100 ms. */
export const CHATTER_DEFAULT_MS = 80;
const GAPS_KEPT = 200;

export interface PressGap {
  id: number;
  button: ButtonName;
  /** ms since the previous press of the same button. */
  gap: number;
}

export interface MouseStats {
  presses: Readonly<Record<ButtonName, number>>;
  lastPressAt: Readonly<Partial<Record<ButtonName, number>>>;
  gaps: readonly PressGap[];
  wheel: Readonly<Record<WheelDirection, number>>;
  /** `WheelEvent.deltaMode` of the last wheel step: 0 pixels, 1 lines, 2 pages. */
  deltaMode: number | null;
}

export type MouseAction =
  | { type: 'press'; button: number; time: number }
  | { type: 'wheel'; deltaX: number; deltaY: number; deltaMode: number }
  | { type: 'reset' };

export const EMPTY_MOUSE: MouseStats = {
  presses: { left: 0, middle: 0, right: 0, back: 0, forward: 0 },
  lastPressAt: {},
  gaps: [],
  wheel: { up: 0, down: 0, left: 0, right: 0 },
  deltaMode: null,
};

function onPress(stats: MouseStats, button: ButtonName, time: number): MouseStats {
  const last = stats.lastPressAt[button];
  const gap = last === undefined ? null : time - last;
  const id = (stats.gaps.at(-1)?.id ?? 0) + 1;
  return {
    ...stats,
    presses: { ...stats.presses, [button]: stats.presses[button] + 1 },
    lastPressAt: { ...stats.lastPressAt, [button]: time },
    gaps:
      gap !== null && gap >= 0 && gap < DOUBLE_CLICK_MS
        ? [...stats.gaps, { id, button, gap }].slice(-GAPS_KEPT)
        : stats.gaps,
  };
}

/** The directions one wheel event steps in (a tilt wheel or a trackpad can report both axes at once). */
export function wheelDirections(deltaX: number, deltaY: number): WheelDirection[] {
  const directions: WheelDirection[] = [];
  if (deltaY < 0) directions.push('up');
  if (deltaY > 0) directions.push('down');
  if (deltaX < 0) directions.push('left');
  if (deltaX > 0) directions.push('right');
  return directions;
}

export function mouseReducer(stats: MouseStats, action: MouseAction): MouseStats {
  switch (action.type) {
    case 'press': {
      const button = BUTTONS[action.button];
      return button === undefined ? stats : onPress(stats, button, action.time);
    }
    case 'wheel': {
      const directions = wheelDirections(action.deltaX, action.deltaY);
      if (directions.length === 0) return stats;
      const wheel = { ...stats.wheel };
      for (const d of directions) wheel[d] += 1;
      return { ...stats, wheel, deltaMode: action.deltaMode };
    }
    case 'reset':
      return EMPTY_MOUSE;
  }
}

/** The kept gaps shorter than `threshold` ms: possible chatter. */
export const chatterGaps = (stats: MouseStats, threshold: number): PressGap[] =>
  stats.gaps.filter((g) => g.gap < threshold);

/** Gaps between moves longer than this are pauses (the mouse stood still), not polls. */
export const PAUSE_MS = 50;
/** Intervals needed before a rate is shown. */
export const MIN_INTERVALS = 10;

/**
 * The polling rate in Hz from the times (ms) of successive raw moves: 1000 over the median interval, leaving out
 * pauses (longer than `PAUSE_MS`) and repeats of one time. Null until `MIN_INTERVALS` intervals were seen.
 */
export function pollingRate(times: readonly number[]): number | null {
  const intervals: number[] = [];
  for (let i = 1; i < times.length; i++) {
    const gap = times[i] - times[i - 1];
    if (gap > 0 && gap <= PAUSE_MS) intervals.push(gap);
  }
  if (intervals.length < MIN_INTERVALS) return null;
  return Math.round(1000 / median(intervals));
}
