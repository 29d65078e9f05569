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

/** Composites the image over white in place (JPEG has no alpha: transparent areas turn white, not black). */
export function flattenOnWhite(image: RgbaImage): RgbaImage {
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3];
    if (alpha === 255) continue;
    const keep = alpha / 255;
    const white = 255 * (1 - keep);
    data[i] = data[i] * keep + white;
    data[i + 1] = data[i + 1] * keep + white;
    data[i + 2] = data[i + 2] * keep + white;
    data[i + 3] = 255;
  }
  return image;
}
