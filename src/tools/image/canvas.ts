/// <reference lib="webworker" />
import {
  HEADER_BYTES,
  loadFailedError,
  noCanvasError,
  readDimensions,
  requireDecodableSize,
  type RgbaImage,
} from '../../core/shared/image';

/**
 * A file decoded with Chromium's own decoders, upright (EXIF orientation applied); an SVG arrives already drawn on
 * the page. The image converter's and the favicon generator's workers both decode through here.
 */
export async function decodeImage(file: Blob | ImageBitmap): Promise<ImageBitmap> {
  if (file instanceof ImageBitmap) return file;
  if (file.size === 0) throw loadFailedError();
  const header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  // Refuse a huge image before decoding it would take gigabytes.
  const size = readDimensions(header);
  if (size) requireDecodableSize(size.width, size.height);
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw loadFailedError();
  }
}

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
