import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'HEX to RGB',
  description: 'Convert a hex color code to RGB, with a live swatch.',
  category: 'conversion',
  icon: 'pipette',
  keywords: ['color', 'colour', 'hex', 'rgb', 'css', 'hex to rgb', 'hex color', 'colour code', 'hex code'],
  handOffs: ['rgb-to-hex', 'color-converter', 'contrast-checker'],
} satisfies ToolEntry;
