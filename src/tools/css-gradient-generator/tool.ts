import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'CSS Gradient Generator',
  description: 'Linear, radial and conic gradients with draggable stops, sRGB or OKLCH interpolation and fallbacks.',
  category: 'generators',
  icon: 'palette',
  keywords: [
    'gradient',
    'css',
    'linear-gradient',
    'radial-gradient',
    'conic-gradient',
    'oklch',
    'color',
    'colour',
    'background',
    'css gradient',
    'gradient generator',
    'background gradient',
    'linear gradient',
  ],
  handOffs: ['color-palette-generator', 'color-converter', 'css-formatter'],
} satisfies ToolEntry;
