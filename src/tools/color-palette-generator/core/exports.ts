/** A palette as code: CSS custom properties, a Tailwind v4 `@theme` block, SCSS variables or JSON. */
import { fault } from './faults';
import type { Swatch } from './swatch';

export type ExportFormat = 'css' | 'tailwind' | 'scss' | 'json';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['css', 'tailwind', 'scss', 'json'];

/** One named colour of a palette: its key ('500', '1') and swatch. */
export interface PaletteEntry {
  key: string;
  swatch: Swatch;
}

const NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** A palette's name as variables carry it: lower-case letters, digits and hyphens; a ToolError otherwise. */
export function requireName(name: string): string {
  const trimmed = name.trim();
  if (!NAME.test(trimmed)) throw fault('badName');
  return trimmed;
}

const lines = (entries: readonly PaletteEntry[], line: (entry: PaletteEntry) => string) => entries.map(line).join('\n');

/** The palette in one format; CSS, SCSS and JSON carry hex, Tailwind's theme OKLCH as Tailwind v4 writes it. */
export function exportPalette(entries: readonly PaletteEntry[], name: string, format: ExportFormat): string {
  const id = requireName(name);
  switch (format) {
    case 'css':
      return `:root {\n${lines(entries, (e) => `  --color-${id}-${e.key}: ${e.swatch.hex};`)}\n}\n`;
    case 'tailwind':
      return `@theme {\n${lines(entries, (e) => `  --color-${id}-${e.key}: ${e.swatch.oklch};`)}\n}\n`;
    case 'scss':
      return `${lines(entries, (e) => `$${id}-${e.key}: ${e.swatch.hex};`)}\n`;
    case 'json':
      return `${JSON.stringify({ [id]: Object.fromEntries(entries.map((e) => [e.key, e.swatch.hex])) }, null, 2)}\n`;
  }
}
