/**
 * Refresh rate from `requestAnimationFrame` timestamps: the median interval (robust to the odd late frame), refined
 * by averaging the intervals near it (de-jittered), snapped to a common display rate when within tolerance; a
 * frame counts as dropped when its interval is over 1.5 times the median. Pure: the view feeds timestamps, and
 * words the measurement (../reading.ts).
 */

/** Rates displays are sold at, in Hz. */
export const COMMON_RATES: readonly number[] = [30, 48, 50, 60, 75, 90, 100, 120, 144, 165, 170, 180, 200, 240, 360];

/** How far (relative) a measured rate may sit from a common one and still be called it: 165 and 170 are 3% apart. */
export const SNAP_TOLERANCE = 0.012;
/** An interval this many times the median is a dropped frame. */
export const DROP_FACTOR = 1.5;
/** Longer gaps are pauses (a hidden tab, a stopped loop), not dropped frames, and are left out. */
export const PAUSE_MS = 500;
/** Shorter gaps are no display's (2000 Hz): two callbacks in one frame, or a bad clock. */
export const MIN_INTERVAL_MS = 0.5;
/** Intervals within this share of the median are averaged for the de-jittered frame time. */
const NEAR_MEDIAN = 0.25;

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The gaps between successive timestamps, leaving out pauses and anything not a positive finite number. */
export function frameIntervals(timestamps: readonly number[]): number[] {
  const intervals: number[] = [];
  for (let i = 1; i < timestamps.length; i++) {
    const gap = timestamps[i] - timestamps[i - 1];
    if (Number.isFinite(gap) && gap >= MIN_INTERVAL_MS && gap < PAUSE_MS) intervals.push(gap);
  }
  return intervals;
}

/** The common rate within tolerance of `hz` (the nearest), or null. */
export function snapRate(hz: number): number | null {
  if (!Number.isFinite(hz) || hz <= 0) return null;
  let best: number | null = null;
  for (const rate of COMMON_RATES) {
    const off = Math.abs(hz - rate) / rate;
    if (off <= SNAP_TOLERANCE && (best === null || off < Math.abs(hz - best) / best)) best = rate;
  }
  return best;
}

export function isDropped(interval: number, medianMs: number): boolean {
  return medianMs > 0 && interval > DROP_FACTOR * medianMs;
}

export interface RefreshMeasurement {
  /** Intervals measured. */
  frames: number;
  medianMs: number;
  /** The mean of the intervals near the median: the median's precision without its rounding to the timer's grain. */
  frameMs: number;
  /** 1000 / frameMs. */
  measuredHz: number;
  /** The common rate it snapped to, or null when it is none of them. */
  snappedHz: number | null;
  dropped: number;
}

/** Needs two intervals at least; null before. */
export function measureRefresh(intervals: readonly number[]): RefreshMeasurement | null {
  if (intervals.length < 2) return null;
  const medianMs = median(intervals);
  const near = intervals.filter((gap) => Math.abs(gap - medianMs) <= NEAR_MEDIAN * medianMs);
  // Two far-apart middle values leave nothing near their mean: the median stands alone then.
  const frameMs = near.length ? near.reduce((sum, gap) => sum + gap, 0) / near.length : medianMs;
  const measuredHz = 1000 / frameMs;
  return {
    frames: intervals.length,
    medianMs,
    frameMs,
    measuredHz,
    snappedHz: snapRate(measuredHz),
    dropped: intervals.filter((gap) => isDropped(gap, medianMs)).length,
  };
}

/** The intervals a run keeps for its rate (about 10 s at 60 Hz) and how often it re-takes the median. */
export const WINDOW = 600;
const MEDIAN_EVERY = 30;
/** Intervals before dropped frames are counted (the median needs a few to mean anything). */
const WARM_UP = 10;

/** A measuring run: the last intervals, and every dropped frame since it started (not only those in the window). */
export interface RefreshRun {
  intervals: number[];
  lastTimestamp: number | null;
  medianMs: number;
  sinceMedian: number;
  frames: number;
  dropped: number;
}

export function newRun(): RefreshRun {
  return { intervals: [], lastTimestamp: null, medianMs: NaN, sinceMedian: 0, frames: 0, dropped: 0 };
}

/**
 * Adds one frame's timestamp to the run (in place: it is called every frame). Returns the interval it added, or
 * null for the first frame and after a pause.
 */
export function addFrame(run: RefreshRun, timestamp: number): number | null {
  const last = run.lastTimestamp;
  run.lastTimestamp = timestamp;
  if (last === null) return null;
  const [gap] = frameIntervals([last, timestamp]);
  if (gap === undefined) return null;
  run.intervals.push(gap);
  if (run.intervals.length > WINDOW) run.intervals.shift();
  run.frames++;
  if (++run.sinceMedian >= MEDIAN_EVERY || run.frames <= WARM_UP) {
    run.medianMs = median(run.intervals);
    run.sinceMedian = 0;
  }
  if (run.frames > WARM_UP && isDropped(gap, run.medianMs)) run.dropped++;
  return gap;
}

/** The run's measurement: its window's rate, and the dropped frames of the whole run. */
export function measureRun(run: RefreshRun): RefreshMeasurement | null {
  const m = measureRefresh(run.intervals);
  return m && { ...m, frames: run.frames, dropped: run.dropped };
}

/** Bar heights (0..height) for the last intervals, scaled so twice the median fills the graph. */
export function graphBars(intervals: readonly number[], medianMs: number, height: number): number[] {
  const top = 2 * (medianMs > 0 ? medianMs : Math.max(1, ...intervals));
  return intervals.map((gap) => Math.min(height, Math.max(1, (gap / top) * height)));
}

/** Speeds of the motion test's squares, in CSS pixels per second. */
export const MOTION_SPEEDS: readonly number[] = [240, 480, 960];

/** Where a square moving at `speed` px/s is along a track `width` wide after `elapsedMs` (it wraps round). */
export function trackPosition(elapsedMs: number, speed: number, width: number): number {
  if (!(width > 0) || !Number.isFinite(elapsedMs) || !Number.isFinite(speed)) return 0;
  const travelled = (Math.max(0, elapsedMs) * speed) / 1000;
  const x = ((travelled % width) + width) % width;
  return Number.isFinite(x) && x < width ? x : 0;
}
