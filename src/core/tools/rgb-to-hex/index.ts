import { clampComponent, describeColour, type ColourReadout } from '../../shared/colour';

/** Spec section 9: R 255, G 0, B 0. */
export const DEFAULT_RGB = { r: 255, g: 0, b: 0 } as const;

/** RGB to HEX: components clamped to 0..255 (blank or NaN counts as 0), output upper-case. */
export function convertRgb(r: number, g: number, b: number): ColourReadout {
  return describeColour({ r: clampComponent(r), g: clampComponent(g), b: clampComponent(b) });
}
