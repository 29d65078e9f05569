/**
 * Speaker test logic, pure: the logarithmic 20 Hz–20 kHz sweep (its frequency at any
 * moment, so the page shows what is playing), frequencies as people read them, and the check-up summary.
 */
import { SPEAKER_TEXTS } from '../words';

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

/** A frequency as shown: whole hertz below 1 kHz, kilohertz with one decimal above ("440 Hz", "15.2 kHz"). */
export function formatFrequency(hz: number): string {
  if (hz < 999.5) return SPEAKER_TEXTS.hertz(String(Math.round(hz)));
  return SPEAKER_TEXTS.kilohertz((Math.round(hz / 100) / 10).toFixed(1));
}

/** A volume slider value (0–100) as a gain; squared, so the low end of the slider is fine-grained. */
export function volumeGain(percent: number): number {
  const p = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  return (p / 100) ** 2;
}

/** What was played and heard, for the check-up report: "Left, right and centre played; heard up to 15.2 kHz". */
export function speakerSummary(played: ReadonlySet<Channel>, heardUpToHz: number | null): string | null {
  const names = CHANNELS.filter((c) => played.has(c)).map((c) => SPEAKER_TEXTS.channelName[c]);
  const parts: string[] = [];
  if (names.length > 0) parts.push(SPEAKER_TEXTS.summaryPlayed(listOf(names)));
  if (heardUpToHz !== null) parts.push(SPEAKER_TEXTS.summaryHeard(formatFrequency(heardUpToHz)));
  if (parts.length === 0) return null;
  const line = parts.join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

function listOf(names: string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${SPEAKER_TEXTS.and} ${names[names.length - 1]}`;
}
