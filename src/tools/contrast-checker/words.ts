/** The contrast checker's words, one catalogue: its faults, its report and its view. */
import { defineFaultWords, wordFault } from '../../core/shared/fault-words';
import type { WcagLevel } from './core';
import { fault } from './core/faults';

export const CONTRAST_CHECKER_FAULTS = defineFaultWords(fault, {
  blankBackground: { title: 'Type the background color, e.g. #ffffff.' },
  background: {
    title: ({ cause }) => `Background: ${wordFault(cause).title}`,
    description: ({ cause }) => wordFault(cause).description,
  },
});

export const CONTRAST_CHECKER_MESSAGES = {
  textLabel: 'Text color',
  textPlaceholder: '#767676, rgb(118 118 118) or oklch(55% 0 0)',
  backgroundLabel: 'Background',
  backgroundPlaceholder: '#ffffff',
  hint: 'Any CSS color or CMYK, for the text and for the background. A transparent text color is blended over the background, a transparent background over white.',
  blank: 'Type the text color, e.g. #767676.',
  targetLabel: 'Suggest for',
  check: 'Check',
  checking: 'Checking',
  report: 'Contrast',
  ratio: 'Contrast ratio (WCAG 2.2)',
  pass: 'Pass',
  fail: 'Fail',
  apca: 'APCA Lc (0.0.98G-4g)',
  apcaPolarity: (lc: number) =>
    lc === 0
      ? 'too little contrast to read'
      : lc > 0
        ? 'dark text on a light background'
        : 'light text on a dark background',
  mapped: 'Outside sRGB: measured on its nearest sRGB color (mapped in OKLCH), as WCAG measures sRGB.',
  suggestion: 'Suggestion',
  alreadyPasses: (target: string) => `Already passes ${target}`,
  suggest: (target: string, hex: string, ratio: string, from: string, to: string) =>
    `${hex} passes ${target} at ${ratio} (OKLCH lightness ${from} → ${to}, same hue)`,
  noSuggestion: (target: string) =>
    `No text color of this hue reaches ${target} on this background by lightness alone: change the background`,
  sample: 'Sample',
  sampleNormal: 'Normal text (16 px): the quick brown fox jumps over the lazy dog.',
  sampleLarge: 'Large text (24 px): the quick brown fox.',
  suggestButton: 'Use suggested color',
  suggested: (hex: string) => `Text color set to ${hex}`,
} as const;

/** Each level's name (WCAG 2.2 success criteria 1.4.3, 1.4.6 and 1.4.11). */
export const LEVEL_LABELS: Record<WcagLevel, string> = {
  aa: 'AA, normal text',
  'aa-large': 'AA, large text',
  aaa: 'AAA, normal text',
  'aaa-large': 'AAA, large text',
  ui: 'UI components and graphics',
};
