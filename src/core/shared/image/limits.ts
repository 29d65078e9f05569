import { fault } from './faults';

/** Decoding a bigger image would need gigabytes (4 bytes a pixel, several copies): refused up front. */
export const MAX_MEGAPIXELS = 64;
export const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;

export const notAnImageError = () => fault('notAnImage');
export const loadFailedError = () => fault('loadFailed');
export const noCanvasError = () => fault('noCanvas');
export const tooLargeError = (width: number, height: number) =>
  fault('tooLarge', { width, height, limit: MAX_MEGAPIXELS });

/** The spec's rule (section 5): the file's type must start with image/. */
export function requireImageType(type: string): void {
  if (!type.toLowerCase().startsWith('image/')) throw notAnImageError();
}

/** Refuses an image whose decoded pixels would not fit in memory. */
export function requireDecodableSize(width: number, height: number): void {
  if (width * height > MAX_PIXELS) throw tooLargeError(width, height);
}
