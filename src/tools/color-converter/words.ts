/** The colour converter's words, one catalogue: its faults and its view. */
import { defineFaultWords } from '../../core/shared/fault-words';
import type { ColourFormat, WideGamut } from './core';
import { fault } from './core/faults';

export const COLOR_CONVERTER_FAULTS = defineFaultWords(fault, {
  noExactName: { title: ({ nearest }) => `No CSS color name is exactly this color; the nearest is ${nearest}` },
});

export const COLOR_CONVERTER_MESSAGES = {
  inputLabel: 'Color',
  placeholder: '#ff8800, rgb(255 136 0), oklch(70% 0.19 48), color(display-p3 1 0.5 0), rebeccapurple',
  hint: 'Any CSS color: hex (3, 4, 6 or 8 digits), rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color() in any of its spaces, a color name; or CMYK as cmyk(0%, 50%, 100%, 0%) or four numbers (percentages).',
  format: 'Format',
  convert: 'Convert',
  converting: 'Converting',
  all: 'All formats',
  allEmpty: 'Type a color to see it in every format.',
  mappedNote:
    'Outside sRGB: this form shows the nearest sRGB color (chroma reduced in OKLCH, the CSS Color 4 gamut mapping).',
  swatch: (css: string) => `Swatch of ${css}`,
  picker: 'Pick a color',
  eyeDropper: 'Pick from screen',
  eyeDropperFailed: 'The eyedropper could not read a color',
  inSrgb: 'Inside sRGB: every form is exact.',
  outsideSrgb: (gamut: string) => `Outside sRGB (${gamut}).`,
  clampedTo: (hex: string) => `Clamped into sRGB (in OKLCH): ${hex}`,
  gamut: {
    p3: 'inside Display P3',
    rec2020: 'outside Display P3, inside Rec. 2020',
    beyond: 'outside Rec. 2020 too',
  } satisfies Record<WideGamut, string>,
  pickerPanel: 'Swatch and picker',
} as const;

/** Each format's name, as the Format select and the All view show it. */
export const FORMAT_LABELS: Record<ColourFormat, string> = {
  hex: 'Hex',
  rgb: 'RGB',
  hsl: 'HSL',
  hwb: 'HWB',
  lab: 'Lab',
  lch: 'LCH',
  oklab: 'OKLab',
  oklch: 'OKLCH',
  'display-p3': 'Display P3',
  srgb: 'sRGB (color())',
  'srgb-linear': 'Linear sRGB',
  'a98-rgb': 'Adobe RGB (1998)',
  'prophoto-rgb': 'ProPhoto RGB',
  rec2020: 'Rec. 2020',
  'xyz-d65': 'XYZ (D65)',
  'xyz-d50': 'XYZ (D50)',
  cmyk: 'CMYK (naive)',
  name: 'CSS name',
};
