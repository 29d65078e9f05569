/**
 * One colour as the palette shows it: in the sRGB gamut (culori's clampChroma, which lowers OKLCH chroma and keeps
 * lightness and hue), with its hex, its OKLCH text and its WCAG 2 contrast against white and black.
 */
import 'culori/css';
import { clampChroma, converter, formatHex, parse, wcagContrast, type Oklch } from 'culori/fn';
import { fault } from './faults';

export interface Swatch {
  /** '#rrggbb', lower case. */
  hex: string;
  /** 'oklch(62.3% 0.214 259.8)': lightness in percent, chroma and hue rounded as Tailwind writes them. */
  oklch: string;
  /** The colour in OKLCH, in gamut (hue 0 for a grey). */
  lch: { l: number; c: number; h: number };
  /** WCAG 2 contrast ratios of the hex against #fff and #000, 1 to 21. */
  onWhite: number;
  onBlack: number;
}

const toOklch = converter('oklch');
const toRgb = converter('rgb');

/** Within sRGB, allowing for the float error of a round trip through OKLCH. */
const isNearlyDisplayable = (colour: Oklch) => {
  const { r, g, b } = toRgb(colour);
  return [r, g, b].every((v) => v > -1e-4 && v < 1 + 1e-4);
};

/** The longest text read as a colour: a CSS colour is short; anything longer is not one. */
export const MAX_COLOUR_CHARS = 200;

/** culori's parse, which throws a TypeError on some malformed functions ('A(0A'): those are not colours either. */
function safeParse(text: string) {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

/** Any colour culori parses (every CSS form and the named colours), as OKLCH; a ToolError otherwise. */
export function parseColour(text: string): Oklch {
  const trimmed = text.trim();
  const parsed = trimmed.length <= MAX_COLOUR_CHARS ? safeParse(trimmed) : undefined;
  const colour = parsed && toOklch(parsed);
  if (!colour || [colour.l, colour.c].some((n) => !Number.isFinite(n))) throw fault('notAColour');
  return { mode: 'oklch', l: colour.l, c: colour.c, h: colour.h ?? 0 };
}

const round = (n: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(n * factor) / factor;
};

/** 'oklch(62.3% 0.214 259.8)'. */
export const oklchText = ({ l, c, h }: Swatch['lch']) =>
  `oklch(${round(l * 100, 1)}% ${round(c, 3)} ${round(c < 0.0005 ? 0 : h, 1)})`;

/** The swatch of an OKLCH colour, brought into sRGB first. */
export function swatchOf(colour: Oklch): Swatch {
  const opaque = { ...colour, alpha: undefined };
  // A colour that is in sRGB up to rounding (a hex read back) keeps its hex: clampChroma would move it a step.
  const inGamut = isNearlyDisplayable(opaque) ? opaque : (clampChroma(opaque, 'oklch') as Oklch);
  const lch = { l: inGamut.l, c: inGamut.c, h: inGamut.h ?? 0 };
  const hex = formatHex(inGamut);
  return {
    hex,
    oklch: oklchText(lch),
    lch,
    onWhite: wcagContrast(hex, '#ffffff'),
    onBlack: wcagContrast(hex, '#000000'),
  };
}

/** A ratio as the swatches show it: two decimals, truncated (4.499 is not 4.5, so it must not read as 4.50). */
export const ratioText = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);
