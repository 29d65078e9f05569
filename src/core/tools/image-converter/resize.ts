import type { RgbaImage } from './pixels';
import type { Dimensions } from './sniff';

/**
 * Scales RGBA pixels with Lanczos3 (Squoosh's resize crate, compiled to WebAssembly, from @jsquash/resize),
 * in linear light with premultiplied alpha as Squoosh does, so edges stay sharp and transparent areas do not
 * bleed their hidden colour. The codec loads on first use and is kept (once per worker).
 */
export async function resizeImage(image: RgbaImage, target: Dimensions): Promise<RgbaImage> {
  if (target.width === image.width && target.height === image.height) return image;
  const { default: resize } = await import('@jsquash/resize');
  // jSquash reads the whole buffer behind `data`: give it one that holds these pixels only.
  const data = ownsBuffer(image.data) ? image.data : image.data.slice();
  const input = { data, width: image.width, height: image.height } as unknown as ImageData;
  const output = await resize(input, { ...target, method: 'lanczos3', premultiply: true, linearRGB: true });
  return { data: output.data, width: output.width, height: output.height };
}

const ownsBuffer = (data: Uint8ClampedArray) => data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
