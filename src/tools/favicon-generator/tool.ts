import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Favicon Generator',
  description: 'Make favicon.ico, apple-touch-icon, PWA and maskable icons and the manifest from one image.',
  category: 'generators',
  icon: 'image',
  keywords: [
    'favicon',
    'ico',
    'apple-touch-icon',
    'manifest',
    'webmanifest',
    'pwa',
    'maskable',
    'icon',
    'png',
    'svg',
    'favicon.ico',
    'ico converter',
    'png to ico',
    'app icon',
    'site icon',
    'touch icon',
  ],
  worker: { size: 1, livenessMs: 5 * 60_000 },
  handOffs: ['image-converter', 'svg-optimizer', 'color-palette-generator'],
} satisfies ToolEntry;
