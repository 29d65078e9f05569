/**
 * Audio levels in dBFS (decibels relative to full scale, where a sample of ±1 is 0 dBFS), for the microphone
 * meter and anything else that shows a level: RMS and peak of a block of samples, a peak hold that stays up
 * for a moment and then falls at a steady rate, and the level as people read it ("−12.0 dBFS", "−∞ dBFS").
 */

/** 20·log10 of an amplitude; silence (0) is −∞, never NaN. */
export function toDbfs(amplitude: number): number {
  const a = Math.abs(amplitude);
  return a > 0 && Number.isFinite(a) ? 20 * Math.log10(a) : -Infinity;
}

/** The RMS level of a block of samples in dBFS (a full-scale sine reads about −3.01). Empty is silence. */
export function rmsDbfs(samples: Float32Array): number {
  if (samples.length === 0) return -Infinity;
  let sum = 0;
  for (const s of samples) sum += Number.isFinite(s) ? s * s : 0;
  return toDbfs(Math.sqrt(sum / samples.length));
}

/** The highest absolute sample of a block in dBFS. Empty is silence. */
export function peakDbfs(samples: Float32Array): number {
  let peak = 0;
  for (const s of samples) if (Number.isFinite(s)) peak = Math.max(peak, Math.abs(s));
  return toDbfs(peak);
}

/** A held peak: its level and when it was last raised (ms, any clock). */
export interface PeakHold {
  db: number;
  at: number;
}

export interface PeakHoldTiming {
  /** How long a peak stays put before it starts to fall (ms). */
  holdMs: number;
  /** How fast it falls after that (dB per second). */
  decayDbPerSecond: number;
}

export const PEAK_HOLD_TIMING: PeakHoldTiming = { holdMs: 1500, decayDbPerSecond: 20 };

export const NO_PEAK: PeakHold = { db: -Infinity, at: 0 };

/** The level the hold shows at `now`: its peak for `holdMs`, then falling at `decayDbPerSecond`. */
export function peakHoldLevel(hold: PeakHold, now: number, timing: PeakHoldTiming = PEAK_HOLD_TIMING): number {
  const falling = Math.max(0, now - hold.at - timing.holdMs);
  return hold.db - (timing.decayDbPerSecond * falling) / 1000;
}

/** Takes a new peak reading: it raises the hold when it reaches what the hold shows now, else the hold stays. */
export function updatePeakHold(
  hold: PeakHold,
  db: number,
  now: number,
  timing: PeakHoldTiming = PEAK_HOLD_TIMING,
): PeakHold {
  return db >= peakHoldLevel(hold, now, timing) ? { db, at: now } : hold;
}

const MINUS = '\u2212';

/** A level as shown: one decimal, a true minus sign, "−∞" for silence ("−12.0 dBFS"). */
export function formatDbfs(db: number, decimals = 1): string {
  if (db === -Infinity || Number.isNaN(db)) return `${MINUS}∞ dBFS`;
  const text = db.toFixed(decimals);
  const shown = Number(text) === 0 ? (0).toFixed(decimals) : text;
  return `${shown.replace('-', MINUS)} dBFS`;
}
