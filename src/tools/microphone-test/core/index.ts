/**
 * Microphone test logic, pure. The levels themselves (RMS, peak, peak hold) are the shared
 * maths in `core/shared/audio-levels`; this adds what is the microphone test's own: the processing switches as
 * constraints, the recording limit and the recording's file type (../reading.ts words the rest).
 */

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

/** The file extension for a recording of this MIME type ('audio/webm;codecs=opus' → 'webm'). */
export function recordingExtension(mimeType: string): string {
  const subtype = /^audio\/([a-z0-9.+-]+)/i.exec(mimeType.trim())?.[1]?.toLowerCase();
  if (subtype === 'mp4' || subtype === 'aac') return 'm4a';
  if (subtype === 'mpeg') return 'mp3';
  if (subtype === 'ogg' || subtype === 'wav' || subtype === 'webm') return subtype;
  return 'webm';
}
