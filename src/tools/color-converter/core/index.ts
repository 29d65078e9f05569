/**
 * The colour converter: one CSS colour (or naive CMYK) written in every CSS form. Forms that only sRGB can hold
 * (hex, rgb, hsl, hwb, CMYK, a name) show a colour outside sRGB mapped into it; the others are exact.
 */
import { converter, formatHex, formatHex8, inGamut, type Color } from 'culori/fn';
import { nearestCssName } from '../../../core/shared/colour';
import { inSrgb, parseColour, rgbToCmyk, srgbOf } from '../../../core/shared/colour/css';
import { fault } from './faults';

export { fault, type ColorConverterFaults } from './faults';

/** Every format, in the order the Format select and the All view list them. */
export const COLOUR_FORMATS = [
  'hex',
  'rgb',
  'hsl',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'display-p3',
  'srgb',
  'srgb-linear',
  'a98-rgb',
  'prophoto-rgb',
  'rec2020',
  'xyz-d65',
  'xyz-d50',
  'cmyk',
  'name',
] as const;
export type ColourFormat = (typeof COLOUR_FORMATS)[number];

/** The forms that hold sRGB only: a colour outside it is mapped in. */
export const SRGB_FORMATS: readonly ColourFormat[] = ['hex', 'rgb', 'hsl', 'hwb', 'cmyk', 'name'];

/** A number as CSS writes it: at most `places` decimals, no trailing zeros, never '-0'. */
export function cssNumber(value: number, places: number): string {
  const rounded = Number((Number.isFinite(value) ? value : 0).toFixed(places));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

const percent = (fraction: number, places: number) => `${cssNumber(fraction * 100, places)}%`;
const alphaPart = ({ alpha }: Color) => (alpha === undefined || alpha >= 1 ? '' : ` / ${cssNumber(alpha, 3)}`);
/** A hue in [0, 360) as written; 0 where the colour has none (grey) or its chroma rounds to nothing. */
function hue(h: number | undefined, chroma: number, places = 2): string {
  if (h === undefined || chroma === 0) return '0';
  // Rounded, then wrapped: 359.97 written at one decimal is 360, which is 0.
  return cssNumber(Number(cssNumber(((h % 360) + 360) % 360, places)) % 360, places);
}

const toHsl = converter('hsl');
const toHwb = converter('hwb');
const toLab = converter('lab');
const toLch = converter('lch');
const toOklab = converter('oklab');
const toOklch = converter('oklch');

/** The `color()` spaces by CSS name, and culori's mode for each. */
const COLOR_FUNCTION_MODES = {
  'display-p3': 'p3',
  srgb: 'rgb',
  'srgb-linear': 'lrgb',
  'a98-rgb': 'a98',
  'prophoto-rgb': 'prophoto',
  rec2020: 'rec2020',
  'xyz-d65': 'xyz65',
  'xyz-d50': 'xyz50',
} as const;

function colorFunction(colour: Color, space: keyof typeof COLOR_FUNCTION_MODES): string {
  const mode = COLOR_FUNCTION_MODES[space];
  const converted = converter(mode)(colour) as unknown as Record<string, number>;
  const channels = mode.startsWith('xyz') ? ['x', 'y', 'z'] : ['r', 'g', 'b'];
  return `color(${space} ${channels.map((key) => cssNumber(converted[key], 4)).join(' ')}${alphaPart(colour)})`;
}

function srgbForm(colour: Color, format: ColourFormat): string {
  const rgb = srgbOf(colour);
  switch (format) {
    case 'hex':
      return rgb.alpha === undefined || rgb.alpha >= 1 ? formatHex(rgb) : formatHex8(rgb);
    case 'rgb':
      return `rgb(${[rgb.r, rgb.g, rgb.b].map((c) => Math.round(c * 255)).join(' ')}${alphaPart(rgb)})`;
    case 'hsl': {
      const { h, s, l } = toHsl(rgb);
      return `hsl(${hue(h, Number(cssNumber(s, 3)), 1)} ${percent(s, 1)} ${percent(l, 1)}${alphaPart(rgb)})`;
    }
    case 'hwb': {
      const { h, w, b } = toHwb(rgb);
      return `hwb(${hue(h, Number(cssNumber(1 - w - b, 3)), 1)} ${percent(w, 1)} ${percent(b, 1)}${alphaPart(rgb)})`;
    }
    case 'cmyk': {
      const { c, m, y, k } = rgbToCmyk(rgb);
      const values = [c, m, y, k].map((v) => percent(v, 1));
      return alphaPart(rgb) ? `cmyk(${values.join(' ')}${alphaPart(rgb)})` : `cmyk(${values.join(', ')})`;
    }
    default:
      return nameOf(rgb);
  }
}

function nameOf(rgb: Color & { mode: 'rgb' }): string {
  const bytes = { r: Math.round(rgb.r * 255), g: Math.round(rgb.g * 255), b: Math.round(rgb.b * 255) };
  if (rgb.alpha === 0 && bytes.r + bytes.g + bytes.b === 0) return 'transparent';
  const { name, exact } = nearestCssName(bytes);
  if (!exact || (rgb.alpha !== undefined && rgb.alpha < 1)) throw fault('noExactName', { nearest: name });
  return name;
}

/** The colour written in one format (see COLOUR_FORMATS). */
export function formatColour(colour: Color, format: ColourFormat): string {
  if (SRGB_FORMATS.includes(format)) return srgbForm(colour, format);
  switch (format) {
    case 'lab': {
      const { l, a, b } = toLab(colour);
      return `lab(${cssNumber(l, 2)} ${cssNumber(a, 2)} ${cssNumber(b, 2)}${alphaPart(colour)})`;
    }
    case 'lch': {
      const { l, c, h } = toLch(colour);
      return `lch(${cssNumber(l, 2)} ${cssNumber(c, 2)} ${hue(h, Number(cssNumber(c, 2)))}${alphaPart(colour)})`;
    }
    case 'oklab': {
      const { l, a, b } = toOklab(colour);
      return `oklab(${percent(l, 2)} ${cssNumber(a, 4)} ${cssNumber(b, 4)}${alphaPart(colour)})`;
    }
    case 'oklch': {
      const { l, c, h } = toOklch(colour);
      return `oklch(${percent(l, 2)} ${cssNumber(c, 4)} ${hue(h, Number(cssNumber(c, 4)))}${alphaPart(colour)})`;
    }
    default:
      return colorFunction(colour, format as keyof typeof COLOR_FUNCTION_MODES);
  }
}

export interface Conversion {
  output: string;
  /** Set when the form shows the colour mapped into sRGB. */
  mapped?: true;
}

/** Reads the text as a colour and writes it in the format; throws the reader's ToolError on bad input. */
export function convertColour(text: string, format: ColourFormat): Conversion {
  const colour = parseColour(text);
  const output = formatColour(colour, format);
  return SRGB_FORMATS.includes(format) && !inSrgb(colour) ? { output, mapped: true } : { output };
}

const inP3 = inGamut('p3');
const inRec2020 = inGamut('rec2020');

/** Where a colour outside sRGB is: inside Display P3, inside Rec. 2020 only, or outside both. */
export type WideGamut = 'p3' | 'rec2020' | 'beyond';

export interface GamutReport {
  inSrgb: boolean;
  /** Where it is, for a colour outside sRGB: the smallest wide gamut that holds it, or neither. */
  gamut?: WideGamut;
  /** Its sRGB hex: itself, or mapped into sRGB. */
  srgbHex: string;
  /** The colour as the swatch draws it (CSS oklch(), which a browser maps to the screen's gamut). */
  css: string;
}

/** What the swatch and the gamut marker show of a colour. */
export function gamutReport(colour: Color): GamutReport {
  const srgbHex = formatColour(colour, 'hex');
  const css = formatColour(colour, 'oklch');
  if (inSrgb(colour)) return { inSrgb: true, srgbHex, css };
  const gamut = inP3(colour) ? 'p3' : inRec2020(colour) ? 'rec2020' : 'beyond';
  return { inSrgb: false, gamut, srgbHex, css };
}

/** The kit options the tool's screen passes to the core. */
export type ColorConverterOptions = { to: ColourFormat };
