/** RGBA pixels, unpremultiplied, row by row: what a canvas gives and what the encoders take. */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export function hasTransparency(image: RgbaImage): boolean {
  const { data } = image;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  return false;
}

/** An opaque colour to put under transparent pixels. */
export interface Background {
  r: number;
  g: number;
  b: number;
}

export const WHITE: Background = { r: 255, g: 255, b: 255 };

/** '#rrggbb' (what a colour input gives) as a background; anything else is white. */
export function parseBackground(hex: string): Background {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return WHITE;
  const [r, g, b] = match.slice(1).map((pair) => parseInt(pair, 16));
  return { r, g, b };
}

/**
 * Composites the image over an opaque background in place (JPEG has no alpha: transparent areas take the
 * background's colour, not black, and half-transparent ones a blend of both).
 */
export function flattenOnto(image: RgbaImage, background: Background = WHITE): RgbaImage {
  const { data } = image;
  const { r, g, b } = background;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3];
    if (alpha === 255) continue;
    const keep = alpha / 255;
    const under = 1 - keep;
    data[i] = data[i] * keep + r * under;
    data[i + 1] = data[i + 1] * keep + g * under;
    data[i + 2] = data[i + 2] * keep + b * under;
    data[i + 3] = 255;
  }
  return image;
}
