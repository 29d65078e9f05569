/** The colour palette generator's words, one catalogue: its faults and its screen. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

export const PALETTE_FAULTS = defineFaultWords(fault, {
  notAColour: {
    title: 'Not a CSS color',
    description:
      'Enter a color as CSS writes it: #3b82f6, rgb(59 130 246), hsl(217 91% 60%), oklch(0.62 0.19 260) or a name.',
  },
  badName: {
    title: 'Invalid name',
    description: 'A name is lower-case letters, digits and hyphens, starting with a letter (brand, primary-2).',
  },
  noOpaquePixels: { title: 'No colors to extract', description: 'Every pixel of this image is transparent.' },
});

/** The screen's words. */
export const PALETTE_TEXTS = {
  baseLabel: 'Base color',
  basePlaceholder: '#3b82f6, oklch(0.62 0.19 260) or rebeccapurple',
  baseHint: 'Any CSS color: hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(display-p3 …) or a name.',
  picker: 'Pick the base color',
  format: 'Export format',
  formatCss: 'CSS',
  formatTailwind: 'Tailwind v4',
  formatScss: 'SCSS',
  formatJson: 'JSON',
  name: 'Name',
  namePlaceholder: 'brand',
  generate: 'Generate',
  generating: 'Generating',
  exportLabel: 'Export',
  scaleHeading: 'Tints and shades (OKLCH)',
  harmoniesHeading: 'Harmonies (hue rotation in OKLCH)',
  baseStep: 'base',
  copy: 'Copy',
  swatchCopied: (hex: string) => `${hex} copied to clipboard`,
  contrastWhite: (ratio: string) => `${ratio}:1 on white`,
  contrastBlack: (ratio: string) => `${ratio}:1 on black`,
  complementary: 'Complementary',
  analogous: 'Analogous',
  triadic: 'Triadic',
  tetradic: 'Tetradic',
  splitComplementary: 'Split-complementary',
  monochromatic: 'Monochromatic',
  imagePanel: 'Extract a palette from an image',
  dropImage: 'Drop an image here or click to choose',
  dropHint: 'PNG, JPEG, GIF, WebP or AVIF. Read on your device, never uploaded.',
  colourCount: 'Colors',
  extracting: 'Extracting colors',
  extracted: (count: number, name: string) => `${count} colors from ${name}`,
  share: (percent: string) => `${percent}%`,
  makeBase: (hex: string) => `Use ${hex} as the base color`,
  imageExport: 'Export of the extracted palette',
  copied: 'Copied to clipboard',
  copyFailed: 'Copy failed',
} as const;
