import { fault } from './faults';
import type { RgbaImage } from './pixels';
import type { Dimensions } from './sniff';

/**
 * The resampler holds the source and the result in its own WebAssembly memory, which cannot grow past a few
 * gigabytes: measured, 64 megapixels to 32 works and 64 to 63 runs out. Beyond this sum it is refused up front.
 */
export const MAX_RESIZE_MEGAPIXELS = 96;

export const resizeTooLargeError = (from: Dimensions, to: Dimensions) =>
  fault('resizeTooLarge', {
    from: { width: from.width, height: from.height },
    to: { width: to.width, height: to.height },
    limit: MAX_RESIZE_MEGAPIXELS,
  });

const sameSize = (a: Dimensions, b: Dimensions) => a.width === b.width && a.height === b.height;

/** Refuses a resize whose source and result would not fit in the resampler's memory together. */
export function requireResizable(from: Dimensions, to: Dimensions): void {
  if (sameSize(from, to)) return;
  if (from.width * from.height + to.width * to.height > MAX_RESIZE_MEGAPIXELS * 1_000_000) {
    throw resizeTooLargeError(from, to);
  }
}

/**
 * Scales RGBA pixels with Lanczos3 (Squoosh's resize crate, compiled to WebAssembly, from @jsquash/resize),
 * in linear light with premultiplied alpha as Squoosh does, so edges stay sharp and transparent areas do not
 * bleed their hidden colour. The codec loads on first use and is kept (once per worker).
 */
export async function resizeImage(image: RgbaImage, target: Dimensions): Promise<RgbaImage> {
  if (sameSize(image, target)) return image;
  requireResizable(image, target);
  const { default: resize } = await import('@jsquash/resize');
  // jSquash reads the whole buffer behind `data`: give it one that holds these pixels only.
  const data = ownsBuffer(image.data) ? image.data : image.data.slice();
  const input = { data, width: image.width, height: image.height } as unknown as ImageData;
  let output: ImageData;
  try {
    output = await resize(input, { ...target, method: 'lanczos3', premultiply: true, linearRGB: true });
  } catch {
    throw resizeTooLargeError(image, target); // its memory ran out after all (WebAssembly traps)
  }
  return { data: output.data, width: output.width, height: output.height };
}

const ownsBuffer = (data: Uint8ClampedArray) => data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
