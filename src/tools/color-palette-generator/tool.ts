import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Color Palette Generator',
  description:
    'Harmonies and a 50-950 OKLCH scale from one color with WCAG contrast, palettes from images, Tailwind v4 export.',
  category: 'generators',
  icon: 'palette',
  keywords: [
    'color',
    'colour',
    'palette',
    'scheme',
    'design',
    'oklch',
    'tailwind',
    'wcag',
    'contrast',
    'harmony',
    'shades',
    'tints',
    'image',
    'color palette',
    'colour scheme',
    'color scheme',
    'palette from image',
    'coolors',
    'tailwind colors',
  ],
  worker: { size: 1 },
  handOffs: ['contrast-checker', 'color-converter', 'css-gradient-generator'],
} satisfies ToolEntry;
