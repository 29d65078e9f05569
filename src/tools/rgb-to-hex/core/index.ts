import { clampComponent, describeColour, type ColourReadout } from '../../../core/shared/colour';

/** Spec section 9: R 255, G 0, B 0. */
export const DEFAULT_RGB = { r: 255, g: 0, b: 0 } as const;

/** RGB to HEX: components clamped to 0..255 (blank or NaN counts as 0), output upper-case. */
export function convertRgb(r: number, g: number, b: number): ColourReadout {
  return describeColour({ r: clampComponent(r), g: clampComponent(g), b: clampComponent(b) });
}

const RGB_FUNCTION = /^rgba?\(\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*([,/]\s*[\d.]+%?\s*)?\)$/i;

/** Reads CSS 'rgb(255, 136, 0)' or 'rgba(255 136 0 / 50%)' (alpha ignored); null when it is not that or a component is over 255. */
export function parseRgbFunction(text: string): { r: number; g: number; b: number } | null {
  const match = RGB_FUNCTION.exec(text.trim());
  if (!match) return null;
  const [r, g, b] = match.slice(1, 4).map(Number);
  return r <= 255 && g <= 255 && b <= 255 ? { r, g, b } : null;
}
