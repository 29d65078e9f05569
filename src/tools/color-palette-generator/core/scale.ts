/**
 * The 50-950 tint and shade scale in OKLCH: eleven steps whose lightness follows a fixed curve (Tailwind v4's own
 * blue, rounded), the base colour put at the step nearest its lightness, hue and chroma kept, then each step
 * brought into sRGB by clampChroma (light tints and deep shades lose chroma there).
 */
import type { Oklch } from 'culori/fn';
import { swatchOf, type Swatch } from './swatch';

export const SCALE_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type ScaleStep = (typeof SCALE_STEPS)[number];

/** The OKLCH lightness of each step, 0 to 1 (documented in the README). */
export const SCALE_LIGHTNESS: Readonly<Record<ScaleStep, number>> = {
  50: 0.97,
  100: 0.932,
  200: 0.882,
  300: 0.809,
  400: 0.707,
  500: 0.623,
  600: 0.546,
  700: 0.488,
  800: 0.424,
  900: 0.379,
  950: 0.282,
};

export interface ScaleEntry {
  step: ScaleStep;
  swatch: Swatch;
  /** True at the step the base colour took. */
  isBase: boolean;
}

/** The step whose curve lightness is nearest the colour's (the lighter one on a tie). */
export function nearestStep(lightness: number): ScaleStep {
  let best: ScaleStep = SCALE_STEPS[0];
  for (const step of SCALE_STEPS) {
    if (Math.abs(SCALE_LIGHTNESS[step] - lightness) < Math.abs(SCALE_LIGHTNESS[best] - lightness)) best = step;
  }
  return best;
}

/** The eleven steps from a base colour. */
export function tintScale(base: Oklch): ScaleEntry[] {
  const baseStep = nearestStep(base.l);
  return SCALE_STEPS.map((step) => {
    const isBase = step === baseStep;
    const colour: Oklch = isBase ? base : { mode: 'oklch', l: SCALE_LIGHTNESS[step], c: base.c, h: base.h };
    return { step, swatch: swatchOf(colour), isBase };
  });
}
