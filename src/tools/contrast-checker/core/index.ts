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
import { CONTRAST_CHECKER_MESSAGES as WORDS, WCAG_LEVELS, type WcagLevel } from '../words';

export { CONTRAST_CHECKER_MESSAGES, WCAG_LEVELS, type WcagLevel } from '../words';
export { apcaContrast, apcaY } from './apca';

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

const levelOf = (id: WcagLevel) => WCAG_LEVELS.find((level) => level.id === id)!;
export const levelText = (id: WcagLevel) => `${levelOf(id).label} (${levelOf(id).ratio}:1)`;

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
  const target = levelOf(level).ratio;
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

/** Reads the background, its faults prefixed with 'Background:'. */
function parseBackground(text: string): Color {
  if (text.trim() === '') throw new ToolError(WORDS.blankBackground);
  try {
    return parseColour(text);
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    throw new ToolError(
      WORDS.background(error.title),
      error.description,
      error.at && { ...error.at, input: 'background' },
    );
  }
}

const lightness = (l: number) => `${Math.round(l * 1000) / 10}%`;

function suggestionLine(text: Color, background: Color, level: WcagLevel): string {
  const found = suggestText(text, background, level);
  if (found === 'passes') return WORDS.alreadyPasses(levelText(level));
  if (found === null) return WORDS.noSuggestion(levelText(level));
  return WORDS.suggest(levelText(level), found.hex, ratioText(found.ratio), lightness(found.from), lightness(found.to));
}

/** The report: the ratio, each level's pass or fail, APCA Lc and the suggestion for the chosen level. */
export function checkContrast(textInput: string, backgroundInput: string, level: WcagLevel): string {
  const text = parseColour(textInput);
  const background = parseBackground(backgroundInput);
  const { ratio, apca } = measure(text, background);
  const lc = Math.round(apca * 10) / 10;
  const rows: [string, string][] = [
    [WORDS.ratio, ratioText(ratio)],
    ...WCAG_LEVELS.map(({ id, ratio: needed }): [string, string] => [
      levelText(id),
      ratio >= needed ? WORDS.pass : WORDS.fail,
    ]),
    [WORDS.apca, `${lc} (${WORDS.apcaPolarity(lc)})`],
    [WORDS.suggestion, suggestionLine(text, background, level)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const table = rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}\n`).join('');
  return inSrgb(text) && inSrgb(background) ? table : `${table}${WORDS.mapped}\n`;
}

/** The kit options the tool's screen passes to the core. */
export type ContrastCheckerOptions = { background: string; target: WcagLevel };
