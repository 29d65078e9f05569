import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import { hasTransparency, type RgbaImage } from './pixels';

/**
 * A single-frame GIF: the colours are quantised to a 256-colour palette (pairwise nearest-neighbour
 * clustering); an image with transparency keeps it as GIF can, one palette entry fully transparent.
 */
export function encodeGif(image: RgbaImage): Uint8Array {
  const { data, width, height } = image;
  const transparent = hasTransparency(image);
  const format = transparent ? 'rgba4444' : 'rgb565';
  const palette = quantize(data, 256, transparent ? { format, oneBitAlpha: true } : { format });
  const index = applyPalette(data, palette, format);
  const transparentIndex = transparent ? palette.findIndex((colour) => colour[3] === 0) : -1;
  const gif = GIFEncoder();
  gif.writeFrame(index, width, height, {
    palette,
    ...(transparentIndex >= 0 ? { transparent: true, transparentIndex } : {}),
  });
  gif.finish();
  return gif.bytes();
}
