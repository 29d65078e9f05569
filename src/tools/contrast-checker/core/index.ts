/**
 * The contrast checker: the WCAG 2.2 contrast ratio of a text colour on a background (culori's `wcagContrast`),
 * pass or fail at each level, APCA Lc (./apca), and the nearest passing text colour by OKLCH lightness alone.
 */
import {
  clampChroma,
  converter,
  formatHex,
  formatHex8,
  wcagContrast,
  type Color,
  type Oklch,
  type Rgb,
} from 'culori/fn';
import { inSrgb, parseColour, srgbOf } from '../../../core/shared/colour/css';
import { ToolError } from '../../../core/shared/tool-error';
import { apcaContrast, apcaY } from './apca';
import { fault } from './faults';

export { apcaContrast, apcaY } from './apca';
export { fault, type ContrastCheckerFaults } from './faults';

/** The levels a colour pair is checked against (WCAG 2.2 success criteria 1.4.3, 1.4.6 and 1.4.11). */
export const WCAG_LEVELS = [
  { id: 'aa', ratio: 4.5 },
  { id: 'aa-large', ratio: 3 },
  { id: 'aaa', ratio: 7 },
  { id: 'aaa-large', ratio: 4.5 },
  { id: 'ui', ratio: 3 },
] as const;

export type WcagLevel = (typeof WCAG_LEVELS)[number]['id'];

const toOklch = converter('oklch');
const WHITE: Rgb = { mode: 'rgb', r: 1, g: 1, b: 1 };

/** `top` over `under` (opaque), composited in gamma-encoded sRGB as browsers and apca-w3 do. */
function over(top: Rgb, under: Rgb): Rgb {
  const a = top.alpha ?? 1;
  const mix = (t: number, u: number) => t * a + u * (1 - a);
  return { mode: 'rgb', r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b) };
}

/** The opaque colours measured (and drawn): the background over white, the text over the background, in sRGB. */
export function shown(text: Color, background: Color): { text: Rgb; background: Rgb } {
  const back = over(srgbOf(background), WHITE);
  return { text: over(srgbOf(text), back), background: back };
}

export interface Measure {
  ratio: number;
  apca: number;
}

export function measure(text: Color, background: Color): Measure {
  const pair = shown(text, background);
  return {
    ratio: wcagContrast(pair.text, pair.background),
    apca: apcaContrast(apcaY(pair.text), apcaY(pair.background)),
  };
}

/** A ratio as shown, cut (not rounded) to 2 decimals: 4.499 must not read 4.50 and fail. */
export const ratioText = (ratio: number) => `${Math.floor(ratio * 100 + 1e-9) / 100}:1`;

/** The ratio a level asks for. */
export const ratioOf = (id: WcagLevel) => WCAG_LEVELS.find((level) => level.id === id)!.ratio;

export interface Suggestion {
  hex: string;
  ratio: number;
  /** OKLCH lightness before and after, 0..1. */
  from: number;
  to: number;
}

/** A colour's 8-bit hex, with its alpha where it has one below 1. */
export const hexOf = (colour: Rgb) =>
  colour.alpha === undefined || colour.alpha >= 1 ? formatHex(colour) : formatHex8(colour);

/**
 * The colour at another OKLCH lightness, hue kept (chroma reduced where sRGB cannot hold it), as its 8-bit hex reads:
 * what is shown is the hex, so that is what must pass.
 */
export function textAtLightness(start: Oklch, l: number): Rgb {
  const mapped = srgbOf(clampChroma({ ...start, l }, 'oklch'));
  return parseColour(hexOf(mapped)) as Rgb;
}

/**
 * The text colour nearest to `text` by OKLCH lightness alone (chroma reduced only where sRGB cannot hold it) whose
 * 8-bit hex reaches the level's ratio on the background: a binary search towards white and one towards black, the
 * closer kept. 'passes' when the text already does; null when neither white nor black end reaches it.
 */
export function suggestText(text: Color, background: Color, level: WcagLevel): Suggestion | 'passes' | null {
  const target = ratioOf(level);
  if (measure(text, background).ratio >= target) return 'passes';
  const start = toOklch(srgbOf(text));
  const from = start.l;
  const passes = (l: number) => measure(textAtLightness(start, l), background).ratio >= target;
  const found = [1, 0].filter(passes).map((end) => {
    let [failing, passing] = [from, end];
    for (let step = 0; step < 32; step++) {
      const mid = (failing + passing) / 2;
      if (passes(mid)) passing = mid;
      else failing = mid;
    }
    return passing;
  });
  if (found.length === 0) return null;
  const to = found.reduce((best, l) => (Math.abs(l - from) < Math.abs(best - from) ? l : best));
  const colour = textAtLightness(start, to);
  return { hex: hexOf(colour), ratio: measure(colour, background).ratio, from, to };
}

/** Reads the background: the reader's fault as the background's, in the background field. */
function parseBackground(text: string): Color {
  if (text.trim() === '') throw fault('blankBackground');
  try {
    return parseColour(text);
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    const cause = { code: error.code, params: error.params };
    throw fault('background', { cause }, error.at && { ...error.at, input: 'background' });
  }
}

/** What the report shows: the ratio, each level passed or not, APCA Lc, the suggestion for the chosen level. */
export interface ContrastReport {
  ratio: number;
  passes: { id: WcagLevel; passes: boolean }[];
  /** APCA Lc, to one decimal. */
  lc: number;
  level: WcagLevel;
  suggestion: Suggestion | 'passes' | null;
  /** Whether either colour is outside sRGB, so measured on its mapped colour. */
  mapped: boolean;
}

/** The two colours measured; a ToolError names the input whose colour is wrong. */
export function checkContrast(textInput: string, backgroundInput: string, level: WcagLevel): ContrastReport {
  const text = parseColour(textInput);
  const background = parseBackground(backgroundInput);
  const { ratio, apca } = measure(text, background);
  return {
    ratio,
    passes: WCAG_LEVELS.map(({ id, ratio: needed }) => ({ id, passes: ratio >= needed })),
    lc: Math.round(apca * 10) / 10,
    level,
    suggestion: suggestText(text, background, level),
    mapped: !(inSrgb(text) && inSrgb(background)),
  };
}

/** The kit options the tool's screen passes to the core. */
export type ContrastCheckerOptions = { background: string; target: WcagLevel };
