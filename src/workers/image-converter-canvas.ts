/// <reference lib="webworker" />
import { noCanvasError, type RgbaImage } from '../core/tools/image-converter';

/**
 * A decoded image's RGBA pixels, read through a 2D OffscreenCanvas. No OffscreenCanvas, a getContext that
 * gives no context (Chromium does when it cannot make a drawing surface), or one that fails to draw or
 * read (out of memory on a big image) is the spec's canvas error.
 */
export function readPixels(bitmap: ImageBitmap): RgbaImage {
  const { width, height } = bitmap;
  let context: OffscreenCanvasRenderingContext2D | null = null;
  try {
    if (typeof OffscreenCanvas !== 'undefined') {
      context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
    }
  } catch {
    context = null;
  }
  if (!context) throw noCanvasError();
  try {
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, width, height);
  } catch {
    throw noCanvasError();
  }
}
