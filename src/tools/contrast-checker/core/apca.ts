/**
 * APCA 0.0.98G-4g (the base algorithm of apca-w3, constants "SA98G" of 15 February 2021), written from its
 * published formula: Lc, the lightness contrast of text on a background, signed (positive: dark text on light,
 * negative: light text on dark), about -108 to 106.
 */

/** sRGB channel weights and exponents of 0.0.98G-4g. */
const SA98G = {
  mainTRC: 2.4,
  sRco: 0.2126729,
  sGco: 0.7151522,
  sBco: 0.072175,
  normBG: 0.56,
  normTXT: 0.57,
  revTXT: 0.62,
  revBG: 0.65,
  blkThrs: 0.022,
  blkClmp: 1.414,
  scaleBoW: 1.14,
  scaleWoB: 1.14,
  loBoWoffset: 0.027,
  loWoBoffset: 0.027,
  deltaYmin: 0.0005,
  loClip: 0.1,
} as const;

/** APCA's screen luminance Ys of an sRGB colour, channels 0..1 (a simple 2.4 power curve, not the piecewise sRGB one). */
export function apcaY({ r, g, b }: { r: number; g: number; b: number }): number {
  const { mainTRC, sRco, sGco, sBco } = SA98G;
  return sRco * r ** mainTRC + sGco * g ** mainTRC + sBco * b ** mainTRC;
}

/** A very dark colour's Ys lifted by the soft black clamp (flare of a real screen). */
const softClamp = (y: number) => (y > SA98G.blkThrs ? y : y + (SA98G.blkThrs - y) ** SA98G.blkClmp);

/** Lc of text of luminance `textY` on a background of luminance `backgroundY` (both APCA Ys, 0..1). */
export function apcaContrast(textY: number, backgroundY: number): number {
  const s = SA98G;
  if (Number.isNaN(textY) || Number.isNaN(backgroundY) || Math.min(textY, backgroundY) < 0) return 0;
  const text = softClamp(textY);
  const background = softClamp(backgroundY);
  if (Math.abs(background - text) < s.deltaYmin) return 0;
  if (background > text) {
    // Dark text on a light background: positive Lc.
    const sapc = (background ** s.normBG - text ** s.normTXT) * s.scaleBoW;
    return sapc < s.loClip ? 0 : (sapc - s.loBoWoffset) * 100;
  }
  const sapc = (background ** s.revBG - text ** s.revTXT) * s.scaleWoB;
  return sapc > -s.loClip ? 0 : (sapc + s.loWoBoffset) * 100;
}
