/**
 * The colour core shared by the HEX to RGB and RGB to HEX tools: hex parsing and formatting,
 * HSL, and the nearest CSS named colour (CIEDE2000 distance, computed by culori).
 */
import { colorsNamed, differenceCiede2000, modeLab65, modeRgb, nearest, useMode } from 'culori/fn';
import { fault } from './faults';

export { fault as colourFault, type ColourFaults } from './faults';

export interface Rgb {
  r: number;
  g: number;
  b: number;
  /** Opacity 0..1; absent means opaque. */
  alpha?: number;
}

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * Parses '#RGB', '#RRGGBB' (the spec's forms) and '#RGBA', '#RRGGBBAA' (alpha), '#' optional,
 * surrounding blanks ignored. Throws the colour fault `invalidHex` otherwise.
 */
export function parseHex(input: string): Rgb {
  const match = HEX_PATTERN.exec(input.trim());
  if (!match) throw fault('invalidHex');
  let digits = match[1];
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  const byte = (i: number) => parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  const rgb: Rgb = { r: byte(0), g: byte(1), b: byte(2) };
  if (digits.length === 8) rgb.alpha = byte(3) / 255;
  return rgb;
}

/** An RGB component from any number: rounded and clamped to 0..255; NaN counts as 0. */
export function clampComponent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(255, Math.max(0, Math.round(value)));
}

const hexByte = (n: number) => clampComponent(n).toString(16).toUpperCase().padStart(2, '0');

/** '#RRGGBB' upper-case ('#RRGGBBAA' when alpha is given and below 1). */
export function rgbToHex({ r, g, b, alpha }: Rgb): string {
  const hex = `#${hexByte(r)}${hexByte(g)}${hexByte(b)}`;
  return alpha === undefined || alpha >= 1 ? hex : hex + hexByte(alpha * 255);
}

/** Alpha as CSS writes it: at most 3 decimals, no trailing zeros. */
const formatAlpha = (alpha: number) => String(Math.round(alpha * 1000) / 1000);

/** 'rgb(255, 0, 0)' or, with alpha, 'rgba(255, 0, 0, 0.5)'. */
export function formatRgb({ r, g, b, alpha }: Rgb): string {
  return alpha === undefined ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${formatAlpha(alpha)})`;
}

/** HSL with hue in degrees 0..359 and saturation and lightness in percent, each rounded. */
export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  let s = 0;
  if (d !== 0) {
    s = d / (1 - Math.abs(2 * l - 1));
    if (max === rn) h = ((gn - bn) / d) % 6;
    else if (max === gn) h = (bn - rn) / d + 2;
    else h = (rn - gn) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  return { h: Math.round(h) % 360, s: Math.round(s * 100), l: Math.round(l * 100) };
}

/** 'hsl(0, 100%, 50%)' or, with alpha, 'hsla(0, 100%, 50%, 0.5)'. */
export function formatHsl(rgb: Rgb): string {
  const { h, s, l } = rgbToHsl(rgb);
  return rgb.alpha === undefined ? `hsl(${h}, ${s}%, ${l}%)` : `hsla(${h}, ${s}%, ${l}%, ${formatAlpha(rgb.alpha)})`;
}

useMode(modeRgb);
useMode(modeLab65);

type CssName = keyof typeof colorsNamed;
const CSS_NAMES = Object.keys(colorsNamed) as CssName[];

/** culori stores each named colour as the number 0xRRGGBB. */
const namedColour = (name: CssName): Rgb => {
  const n = colorsNamed[name];
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
};

const toCulori = ({ r, g, b }: Rgb) => ({ mode: 'rgb' as const, r: r / 255, g: g / 255, b: b / 255 });

const closest = nearest(CSS_NAMES, differenceCiede2000(), (name) => toCulori(namedColour(name)));

export interface ColourName {
  /** A CSS named colour, e.g. 'crimson'. */
  name: string;
  /** True when the colour is exactly that named colour (alpha ignored). */
  exact: boolean;
}

/** The CSS named colour closest to this one by perceived difference (CIEDE2000). */
export function nearestCssName(rgb: Rgb): ColourName {
  const [name] = closest(toCulori(rgb), 1);
  const named = namedColour(name);
  return { name, exact: named.r === rgb.r && named.g === rgb.g && named.b === rgb.b };
}

/** Number of CSS named colours the name search covers. */
export const CSS_NAMED_COLOUR_COUNT = CSS_NAMES.length;

export interface ColourReadout {
  rgb: Rgb;
  /** Canonical upper-case hex, e.g. '#FF0000'. */
  hex: string;
  /** 'rgb(255, 0, 0)' or 'rgba(…)'. */
  rgbText: string;
  hslText: string;
  name: ColourName;
}

/** Everything both colour tools show about one colour. */
export function describeColour(rgb: Rgb): ColourReadout {
  return { rgb, hex: rgbToHex(rgb), rgbText: formatRgb(rgb), hslText: formatHsl(rgb), name: nearestCssName(rgb) };
}
