/** The webcam's frame rate and the check-up's line, in words. */
import { roundedFps, sizeKey, type FrameSize } from './core';
import { WEBCAM_TEXTS as T } from './words';

/** A frame rate as shown: one decimal when it is not whole ("29.8 fps", "30 fps"). */
export function formatFps(fps: number): string {
  const rounded = roundedFps(fps);
  return T.fps(Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1));
}

/** What the camera is doing, for the check-up report: "640×480 at 30 fps, FaceTime HD Camera". */
export function webcamSummary(size: FrameSize | null, fps: number | null, label: string): string | null {
  if (!size) return null;
  return T.summary(sizeKey(size), fps === null ? null : formatFps(fps), label);
}
