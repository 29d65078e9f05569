import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'RGB to HEX',
  description: 'Pick red, green and blue values and get the hex color code.',
  category: 'conversion',
  icon: 'palette',
  keywords: ['color', 'colour', 'hex', 'rgb', 'css', 'picker', 'rgb to hex', 'rgb color'],
  handOffs: ['hex-to-rgb', 'color-converter', 'color-palette-generator'],
} satisfies ToolEntry;
