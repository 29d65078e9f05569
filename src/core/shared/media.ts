/**
 * Shared by the camera and microphone tests. Why a camera or microphone could not be opened, from the DOMException `getUserMedia` rejects with, sorted
 * into the few cases a visitor can act on (each test words them in its own messages).
 */
export type MediaErrorKind = 'denied' | 'notFound' | 'busy' | 'unsupported' | 'other';

const KINDS: Readonly<Record<string, MediaErrorKind>> = {
  NotAllowedError: 'denied',
  SecurityError: 'denied',
  PermissionDeniedError: 'denied',
  NotFoundError: 'notFound',
  DevicesNotFoundError: 'notFound',
  OverconstrainedError: 'notFound',
  NotReadableError: 'busy',
  TrackStartError: 'busy',
  AbortError: 'busy',
  TypeError: 'unsupported',
};

export function mediaErrorKind(error: unknown): MediaErrorKind {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return Object.hasOwn(KINDS, name) ? KINDS[name] : 'other';
}

/** The error's own message for the 'other' case (never empty). */
export function mediaErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.trim() || 'unknown error';
}

/** A moment as a file-name stamp, in local time to the second: "2026-11-27_16-58-03". */
export function fileStamp(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}_` +
    `${two(date.getHours())}-${two(date.getMinutes())}-${two(date.getSeconds())}`
  );
}
