/** The colour palette generator's words: errors, labels and notes, one table for translation. */
import { ToolError } from '../../core/shared/tool-error';

export const PALETTE_MESSAGES = {
  notAColour: 'Not a CSS color',
  notAColourHelp:
    'Enter a color as CSS writes it: #3b82f6, rgb(59 130 246), hsl(217 91% 60%), oklch(0.62 0.19 260) or a name.',
  badName: 'Invalid name',
  badNameHelp: 'A name is lower-case letters, digits and hyphens, starting with a letter (brand, primary-2).',
  noOpaquePixels: 'No colors to extract',
  noOpaquePixelsHelp: 'Every pixel of this image is transparent.',
} as const;

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

export const notAColourError = () => new ToolError(PALETTE_MESSAGES.notAColour, PALETTE_MESSAGES.notAColourHelp);
export const badNameError = () => new ToolError(PALETTE_MESSAGES.badName, PALETTE_MESSAGES.badNameHelp);
export const noOpaquePixelsError = () =>
  new ToolError(PALETTE_MESSAGES.noOpaquePixels, PALETTE_MESSAGES.noOpaquePixelsHelp);
