/** The colour palette generator's logic: a base colour's scale and harmonies, exports, and image clustering. */
import { exportPalette, type ExportFormat, type PaletteEntry } from './exports';
import { harmonies, type Harmony } from './harmonies';
import { tintScale, type ScaleEntry } from './scale';
import { parseColour } from './swatch';

export * from './exports';
export * from './harmonies';
export { fault, type PaletteFaults } from './faults';
export * from './scale';
export * from './swatch';
export { COLOUR_COUNTS, MAX_SAMPLE_PIXELS, extractPalette, sampleSize, type ExtractedColour } from './cluster';

export interface PaletteOptions {
  format: ExportFormat;
  name: string;
}

export const PALETTE_DEFAULTS: PaletteOptions = { format: 'tailwind', name: 'brand' };

export interface Palette {
  scale: ScaleEntry[];
  harmonies: Harmony[];
}

/** Everything the screen shows of a base colour; a ToolError for a text that is not a colour. */
export function paletteOf(text: string): Palette {
  const base = parseColour(text);
  return { scale: tintScale(base), harmonies: harmonies(base) };
}

export const scaleEntries = (scale: readonly ScaleEntry[]): PaletteEntry[] =>
  scale.map(({ step, swatch }) => ({ key: String(step), swatch }));

/** The base colour's 50-950 scale in the chosen export format. */
export function exportScale(text: string, { format, name }: PaletteOptions): string {
  return exportPalette(scaleEntries(tintScale(parseColour(text))), name, format);
}
