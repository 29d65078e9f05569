/** The microphone test's readings in words: the switches as the track reports them, times and the check-up line. */
import { formatDbfs } from '../../core/shared/audio-levels';
import { MICROPHONE_TEXTS as T } from './words';

/** A setting the track reports, as shown: "On", "Off" or "Not reported". */
export function describeSwitch(value: unknown): string {
  if (value === true) return T.on;
  if (value === false) return T.off;
  return T.notReported;
}

/** Seconds of a recording as shown: "3.2 s". */
export function formatSeconds(ms: number): string {
  return T.seconds((Math.max(0, ms) / 1000).toFixed(1));
}

/** The loudest peak heard, for the check-up report: "Peak −12 dBFS". Null before any sound was measured. */
export function microphoneSummary(loudestPeakDb: number): string | null {
  if (!Number.isFinite(loudestPeakDb)) return null;
  return T.summary(formatDbfs(loudestPeakDb, 0));
}
