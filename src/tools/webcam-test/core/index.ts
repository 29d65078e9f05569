/**
 * Webcam test logic, pure: the sizes and frame rates to offer from a camera's
 * `getCapabilities()` ranges and the frame rate measured from frame times (../reading.ts words them).
 */

/** A capability range as `MediaTrackCapabilities` gives it (either end may be missing). */
export interface NumberRange {
  min?: number;
  max?: number;
}

export interface FrameSize {
  width: number;
  height: number;
}

/** Common camera sizes, smallest first (4:3 and 16:9 as cameras offer them). */
export const COMMON_SIZES: readonly FrameSize[] = [
  { width: 320, height: 240 },
  { width: 640, height: 360 },
  { width: 640, height: 480 },
  { width: 800, height: 600 },
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1280, height: 960 },
  { width: 1600, height: 1200 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
  { width: 3840, height: 2160 },
];

/** Common frame rates (fps). */
export const COMMON_FRAME_RATES: readonly number[] = [5, 10, 15, 24, 25, 30, 50, 60, 90, 120];

const within = (value: number, range: NumberRange | undefined) =>
  (range?.min === undefined || value >= range.min) && (range?.max === undefined || value <= range.max);

/** The common sizes that fit within the camera's width and height ranges (all of them when it gives none). */
export function offerSizes(width: NumberRange | undefined, height: NumberRange | undefined): FrameSize[] {
  return COMMON_SIZES.filter((s) => within(s.width, width) && within(s.height, height));
}

/** The common frame rates within the camera's range (all of them when it gives none). */
export function offerFrameRates(range: NumberRange | undefined): number[] {
  return COMMON_FRAME_RATES.filter((r) => within(r, range));
}

/** A size as a select value and label: "640×480". */
export function sizeKey({ width, height }: FrameSize): string {
  return `${width}×${height}`;
}

export function parseSizeKey(key: string): FrameSize | undefined {
  const match = /^(\d+)×(\d+)$/.exec(key);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

/**
 * Frames per second over the last `windowMs` of frame times (ms, ascending): the frame intervals counted over
 * the time they span. Null until there are two frames in the window.
 */
export function measuredFps(frameTimes: readonly number[], windowMs = 1000): number | null {
  if (frameTimes.length < 2) return null;
  const last = frameTimes[frameTimes.length - 1];
  let first = frameTimes.length - 1;
  while (first > 0 && last - frameTimes[first - 1] <= windowMs) first--;
  const span = last - frameTimes[first];
  const intervals = frameTimes.length - 1 - first;
  return intervals > 0 && span > 0 ? (intervals * 1000) / span : null;
}

/** A frame rate rounded as shown, to one decimal (29.84 → 29.8, 30.02 → 30). */
export function roundedFps(fps: number): number {
  return Math.round(fps * 10) / 10;
}

/** The video constraints for a device, size and rate; "camera default" leaves each unset. */
export function videoConstraints(
  deviceId: string | null,
  size: FrameSize | undefined,
  frameRate: number | undefined,
): MediaTrackConstraints {
  return {
    ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
    ...(size ? { width: { ideal: size.width }, height: { ideal: size.height } } : {}),
    ...(frameRate ? { frameRate: { ideal: frameRate } } : {}),
  };
}
