import { fault } from './faults';
import { DEFAULT_FORMAT, QUALITY_DEFAULT, QUALITY_MAX, QUALITY_MIN, type OutputFormat } from './formats';
import { PNG_LEVEL_DEFAULT, type PngLevel } from './png-levels';
import type { Dimensions } from './sniff';

/** The largest side a resize may ask for (Chromium's canvas limit). */
export const MAX_SIDE = 16_384;

export interface ConvertOptions {
  format: OutputFormat;
  /** 10-100 (spec section 9); used by the lossy formats. */
  quality: number;
  /** WebP only: lossless instead of quality-driven. */
  lossless: boolean;
  /** PNG only: oxipng's optimisation level, 0 for none. */
  pngLevel: PngLevel;
  /** Scale the image; null keeps its size. */
  resize: ResizeRequest | null;
  /** JPEG only: the colour ('#rrggbb') transparent areas become, since JPEG has no transparency. */
  background: string;
}

/** JPEG's background for transparent areas unless the visitor chooses another. */
export const DEFAULT_BACKGROUND = '#ffffff';

export interface ResizeRequest extends Dimensions {
  /** Fit inside width × height keeping the proportions (each image of a batch its own); else exactly that size. */
  keepAspect: boolean;
}

export const DEFAULT_OPTIONS: ConvertOptions = {
  format: DEFAULT_FORMAT,
  quality: QUALITY_DEFAULT,
  lossless: false,
  pngLevel: PNG_LEVEL_DEFAULT,
  resize: null,
  background: DEFAULT_BACKGROUND,
};

/** A quality the encoders accept: a whole number within 10-100 (anything else falls back to the default). */
export function normaliseQuality(quality: number): number {
  if (!Number.isFinite(quality)) return QUALITY_DEFAULT;
  return Math.min(QUALITY_MAX, Math.max(QUALITY_MIN, Math.round(quality)));
}

/** Checks a requested size; throws the resize message for anything the encoders could not take. */
export function validateResize<T extends Dimensions>(size: T): T {
  const ok = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_SIDE;
  if (!ok(size.width) || !ok(size.height)) throw fault('badSize', { max: MAX_SIDE });
  return size;
}

/** The other side when one side changes and the aspect ratio is kept (never below 1 pixel). */
export function keepAspect(source: Dimensions, changed: 'width' | 'height', value: number): Dimensions {
  if (changed === 'width')
    return { width: value, height: Math.max(1, Math.round((value * source.height) / source.width)) };
  return { width: Math.max(1, Math.round((value * source.width) / source.height)), height: value };
}

/** The size an image of `source` size is scaled to (checked: an invalid request throws the resize message). */
export function targetSize(source: Dimensions, request: ResizeRequest | null): Dimensions {
  if (!request) return source;
  const { width, height, keepAspect: fit } = validateResize(request);
  if (!fit) return { width, height };
  const scale = Math.min(width / source.width, height / source.height);
  return {
    width: Math.min(width, Math.max(1, Math.round(source.width * scale))),
    height: Math.min(height, Math.max(1, Math.round(source.height * scale))),
  };
}
