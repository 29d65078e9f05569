/** Square icons from any image's pixels: pure RGBA work, no canvas (the image worker runs it). */
import type { Background, RgbaImage } from '../../../core/shared/image/pixels';

/**
 * The image at (left, top) on a side × side square filled with `fill` (transparent when null). A non-square image
 * is centred on a transparent square so nothing is stretched; the maskable icon is its content on the background.
 */
export function placeOnSquare(
  image: RgbaImage,
  side: number,
  left: number,
  top: number,
  fill: Background | null,
): RgbaImage {
  const data = new Uint8ClampedArray(side * side * 4);
  if (fill) for (let i = 0; i < data.length; i += 4) data.set([fill.r, fill.g, fill.b, 255], i);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const from = (y * image.width + x) * 4;
      const to = ((top + y) * side + left + x) * 4;
      const alpha = image.data[from + 3] / 255;
      // Source-over onto the fill (straight alpha): an opaque fill stays opaque.
      const under = data[to + 3] / 255;
      const out = alpha + under * (1 - alpha);
      for (let c = 0; c < 3; c++)
        data[to + c] = out === 0 ? 0 : (image.data[from + c] * alpha + data[to + c] * under * (1 - alpha)) / out;
      data[to + 3] = out * 255;
    }
  }
  return { data, width: side, height: side };
}

/** The image centred on a transparent square of its longer side (itself when already square). */
export function squared(image: RgbaImage): RgbaImage {
  if (image.width === image.height) return image;
  const side = Math.max(image.width, image.height);
  return placeOnSquare(image, side, Math.floor((side - image.width) / 2), Math.floor((side - image.height) / 2), null);
}
