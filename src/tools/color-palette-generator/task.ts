/// <reference lib="webworker" />
/**
 * Worker tasks of the colour palette generator's image extraction: Chromium decodes the file (createImageBitmap,
 * as the image converter's worker does), an OffscreenCanvas draws it at most 65,536 pixels large, and the core
 * clusters those pixels. Only the palette goes back to the page.
 */
import { extractPalette, sampleSize, type ExtractedColour } from './core';
import { loadFailedError, noCanvasError, requireDecodableSize } from '../../core/shared/image/limits';
import { HEADER_BYTES, readDimensions } from '../../core/shared/image/sniff';
import type { TaskContext } from '../../workers/protocol';

export interface ExtractInput {
  file: Blob;
  /** How many colours, 5 to 8. */
  count: number;
}

async function decode(file: Blob): Promise<ImageBitmap> {
  if (file.size === 0) throw loadFailedError();
  // Refuse a huge image before decoding it would take gigabytes.
  const size = readDimensions(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  if (size) requireDecodableSize(size.width, size.height);
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw loadFailedError();
  }
}

/** The image's pixels drawn at its sample size (scaled down smoothly, which averages what it merges). */
function samplePixels(bitmap: ImageBitmap): Uint8ClampedArray {
  const { width, height } = sampleSize(bitmap.width, bitmap.height);
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!context) throw noCanvasError();
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return context.getImageData(0, 0, width, height).data;
}

export const paletteTasks = {
  async extract({ file, count }: ExtractInput, ctx: TaskContext): Promise<ExtractedColour[]> {
    const bitmap = await decode(file);
    try {
      requireDecodableSize(bitmap.width, bitmap.height);
      ctx.signal.throwIfAborted();
      return extractPalette(samplePixels(bitmap), count);
    } finally {
      bitmap.close();
    }
  },
};

export type PaletteTasks = typeof paletteTasks;

export default paletteTasks;
