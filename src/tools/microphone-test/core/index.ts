/**
 * Microphone test logic, pure. The levels themselves (RMS, peak, peak hold) are the shared
 * maths in `core/shared/audio-levels`; this adds what is the microphone test's own: the processing switches as
 * constraints, the recording limit, and the check-up summary line.
 */
import { formatDbfs } from '../../../core/shared/audio-levels';
import { MICROPHONE_TEXTS } from '../words';

/** The browser's voice processing the visitor can switch on and off. */
export const PROCESSING_KEYS = ['echoCancellation', 'noiseSuppression', 'autoGainControl'] as const;
export type ProcessingKey = (typeof PROCESSING_KEYS)[number];
export type Processing = Record<ProcessingKey, boolean>;

export const DEFAULT_PROCESSING: Processing = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

/** The longest recording (ms). */
export const MAX_RECORDING_MS = 10_000;

/** The audio constraints for a device and the switches (exact device once one is chosen). */
export function audioConstraints(deviceId: string, processing: Processing): MediaTrackConstraints {
  return { ...(deviceId ? { deviceId: { exact: deviceId } } : {}), ...processing };
}

/** A setting the track reports, as shown: "On", "Off" or "Not reported". */
export function describeSwitch(value: unknown): string {
  if (value === true) return MICROPHONE_TEXTS.on;
  if (value === false) return MICROPHONE_TEXTS.off;
  return MICROPHONE_TEXTS.notReported;
}

/** Seconds of a recording as shown: "3.2 s". */
export function formatSeconds(ms: number): string {
  return MICROPHONE_TEXTS.seconds((Math.max(0, ms) / 1000).toFixed(1));
}

/** The loudest peak heard, for the check-up report: "Peak −12 dBFS". Null before any sound was measured. */
export function microphoneSummary(loudestPeakDb: number): string | null {
  if (!Number.isFinite(loudestPeakDb)) return null;
  return MICROPHONE_TEXTS.summary(formatDbfs(loudestPeakDb, 0));
}

/** The file extension for a recording of this MIME type ('audio/webm;codecs=opus' → 'webm'). */
export function recordingExtension(mimeType: string): string {
  const subtype = /^audio\/([a-z0-9.+-]+)/i.exec(mimeType.trim())?.[1]?.toLowerCase();
  if (subtype === 'mp4' || subtype === 'aac') return 'm4a';
  if (subtype === 'mpeg') return 'mp3';
  if (subtype === 'ogg' || subtype === 'wav' || subtype === 'webm') return subtype;
  return 'webm';
}
