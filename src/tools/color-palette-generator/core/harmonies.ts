/** Colour harmonies by hue rotation in OKLCH (lightness and chroma kept), and a monochromatic run by lightness. */
import type { Oklch } from 'culori/fn';
import { swatchOf, type Swatch } from './swatch';

export type HarmonyId =
  'complementary' | 'analogous' | 'triadic' | 'tetradic' | 'split-complementary' | 'monochromatic';

/** The hue turns of each rotating harmony, in degrees, the base first. */
export const HUE_TURNS: Readonly<Record<Exclude<HarmonyId, 'monochromatic'>, readonly number[]>> = {
  complementary: [0, 180],
  analogous: [0, -30, 30],
  triadic: [0, 120, 240],
  tetradic: [0, 90, 180, 270],
  'split-complementary': [0, 150, 210],
};

/** The monochromatic run's lightness offsets from the base, kept within 0.05-0.98. */
export const MONOCHROME_STEPS = [-0.3, -0.15, 0, 0.15, 0.3] as const;

export interface Harmony {
  id: HarmonyId;
  swatches: Swatch[];
}

const turn = (hue: number, by: number) => (((hue + by) % 360) + 360) % 360;

export function harmonies(base: Oklch): Harmony[] {
  const h = base.h ?? 0;
  const rotating = (Object.keys(HUE_TURNS) as (keyof typeof HUE_TURNS)[]).map((id) => ({
    id,
    swatches: HUE_TURNS[id].map((by) => swatchOf({ ...base, h: turn(h, by) })),
  }));
  const mono = MONOCHROME_STEPS.map((by) => swatchOf({ ...base, l: Math.min(0.98, Math.max(0.05, base.l + by)) }));
  return [...rotating, { id: 'monochromatic', swatches: mono }];
}
