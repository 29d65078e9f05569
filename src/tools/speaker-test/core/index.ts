/**
 * Speaker test logic, pure: the logarithmic 20 Hz–20 kHz sweep (its frequency at any
 * moment, so the page shows what is playing), the channels, waveforms and volume (../reading.ts words them).
 */

export const SWEEP = { fromHz: 20, toHz: 20_000, seconds: 20 } as const;

/** The tone generator's range and starting values; the volume starts low. */
export const TONE = { minHz: 20, maxHz: 20_000, startHz: 440 } as const;
export const START_VOLUME = 20;

export const CHANNELS = ['left', 'right', 'centre'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Where each channel sits on a StereoPannerNode (−1 left, +1 right). */
export const PAN: Readonly<Record<Channel, number>> = { left: -1, right: 1, centre: 0 };

export const WAVEFORMS = ['sine', 'square', 'sawtooth'] as const;
export type Waveform = (typeof WAVEFORMS)[number];

/**
 * The sweep's frequency `elapsed` seconds in: exponential from `fromHz` to `toHz` over `seconds`, as Web Audio's
 * exponentialRampToValueAtTime plays it (equal time per octave), held at the ends outside the sweep.
 */
export function sweepFrequency(
  elapsed: number,
  { fromHz, toHz, seconds }: { fromHz: number; toHz: number; seconds: number } = SWEEP,
): number {
  const t = Number.isFinite(elapsed) ? Math.min(1, Math.max(0, elapsed / seconds)) : 0;
  return fromHz * Math.pow(toHz / fromHz, t);
}

/** A volume slider value (0–100) as a gain; squared, so the low end of the slider is fine-grained. */
export function volumeGain(percent: number): number {
  const p = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  return (p / 100) ** 2;
}
