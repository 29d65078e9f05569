/**
 * Any CSS colour as culori reads it (hex, rgb(a), hsl(a), hwb, lab, lch, oklab, oklch, color() in every space
 * culori knows, named colours), plus naive device CMYK, with a short message naming the fault and its column when
 * the text is none of them. Shared by the colour converter and the contrast checker.
 */
import {
  converter,
  modeA98,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeProphoto,
  modeRec2020,
  modeRgb,
  modeXyz50,
  modeXyz65,
  parse,
  toGamut,
  useMode,
  type Color,
  type Rgb as CuloriRgb,
} from 'culori/fn';
import type { ToolError } from '../tool-error';
import { fault } from './faults';

for (const mode of [
  modeRgb,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeOklab,
  modeOklch,
  modeP3,
  modeA98,
  modeProphoto,
  modeRec2020,
  modeLrgb,
  modeXyz50,
  modeXyz65,
])
  useMode(mode);

export type { Color };

/** The CSS colour functions culori reads, and CMYK. */
const FUNCTIONS = ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'];
const CMYK_FUNCTIONS = ['cmyk', 'device-cmyk'];
/** The spaces `color()` takes, as CSS names them. */
export const COLOR_SPACES = [
  'srgb',
  'srgb-linear',
  'display-p3',
  'a98-rgb',
  'prophoto-rgb',
  'rec2020',
  'xyz',
  'xyz-d50',
  'xyz-d65',
] as const;

/** The longest colour text read: a colour is a short line; anything longer is refused unread. */
export const MAX_COLOUR_CHARS = 500;

const toRgb = converter('rgb');

/** Naive device CMYK, fractions 0..1: no ICC profile, the textbook formulas. */
export interface Cmyk {
  c: number;
  m: number;
  y: number;
  k: number;
}

export const cmykToRgb = ({ c, m, y, k }: Cmyk, alpha?: number): CuloriRgb => ({
  mode: 'rgb',
  r: (1 - c) * (1 - k),
  g: (1 - m) * (1 - k),
  b: (1 - y) * (1 - k),
  ...(alpha === undefined ? {} : { alpha }),
});

/** sRGB (in gamut, 0..1) to naive CMYK: K from the brightest channel, C, M and Y of what is left. */
export function rgbToCmyk({ r, g, b }: CuloriRgb): Cmyk {
  const k = 1 - Math.max(r, g, b);
  if (k >= 1) return { c: 0, m: 0, y: 0, k: 1 };
  return { c: (1 - r - k) / (1 - k), m: (1 - g - k) / (1 - k), y: (1 - b - k) / (1 - k), k };
}

/** Where a fault is in the one-line text. */
const at = (column: number) => ({ line: 1, column });

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/;
const PERCENT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?%$/;

/** One CMYK value: a percentage, or a number that is a percentage too or a fraction 0..1 (device-cmyk()). */
function cmykValue(token: string, column: number, bareNumbersArePercent: boolean): number {
  const value = parseFloat(token);
  if (PERCENT.test(token)) {
    if (value < 0 || value > 100) throw fault('cmykRange', { token, column }, at(column));
    return value / 100;
  }
  if (!NUMBER.test(token)) throw fault('notNumber', { token, column }, at(column));
  if (bareNumbersArePercent) {
    if (value < 0 || value > 100) throw fault('cmykRange', { token, column }, at(column));
    return value / 100;
  }
  if (value < 0 || value > 1) throw fault('cmykFraction', { token, column }, at(column));
  return value;
}

interface Token {
  text: string;
  column: number;
}

/** The words of a text split by blanks, commas and slashes, each with its 1-based column. */
function tokensOf(text: string, offset: number): Token[] {
  return [...text.matchAll(/[^\s,/]+/g)].map((match) => ({ text: match[0], column: offset + match.index + 1 }));
}

const FOUR_NUMBERS = /^\s*([+-]?[\d.]+%?)(\s*[,\s]\s*[+-]?[\d.]+%?){3}\s*$/;

/** `cmyk(0%, 50%, 100%, 0%)`, `cmyk(0 50 100 0)`, `device-cmyk(0 0.5 1 0 / 50%)` or four bare numbers; null if none. */
function parseCmyk(text: string): CuloriRgb | null {
  const call = /^\s*((?:device-)?cmyk)\s*\(/i.exec(text);
  if (!call && !FOUR_NUMBERS.test(text)) return null;
  const inner = call ? text.slice(call[0].length) : text;
  const offset = call ? call[0].length : 0;
  let body = inner;
  if (call) {
    const close = inner.lastIndexOf(')');
    if (close === -1) throw fault('missingClose', { column: text.length + 1 }, at(text.length + 1));
    const after = inner.slice(close + 1);
    if (after.trim() !== '') {
      const column = offset + close + 2 + (after.length - after.trimStart().length);
      throw fault('afterClose', { text: after.trim(), column }, at(column));
    }
    body = inner.slice(0, close);
  }
  const slash = body.indexOf('/');
  const values = tokensOf(slash === -1 ? body : body.slice(0, slash), offset);
  const alphaTokens = slash === -1 ? [] : tokensOf(body.slice(slash + 1), offset + slash + 1);
  if (values.length !== 4 || alphaTokens.length > 1)
    throw fault('cmykCount', { found: values.length + alphaTokens.length }, at(offset || 1));
  // device-cmyk() is CSS Color 5's (numbers are fractions); cmyk() and bare numbers are percentages, as design tools write them.
  const percents = call?.[1].toLowerCase() !== 'device-cmyk';
  const [c, m, y, k] = values.map((token) => cmykValue(token.text, token.column, percents));
  const alpha = alphaTokens.length ? alphaOf(alphaTokens[0]) : undefined;
  return cmykToRgb({ c, m, y, k }, alpha);
}

function alphaOf({ text, column }: Token): number {
  const value = parseFloat(text);
  if (PERCENT.test(text)) return Math.min(1, Math.max(0, value / 100));
  if (NUMBER.test(text)) return Math.min(1, Math.max(0, value));
  throw fault('notNumber', { token: text, column }, at(column));
}

const HEX_BODY = /^[0-9a-f]+$/i;

/** Why a text that culori did not read is not a colour: the first fault found, with its column. */
function diagnose(text: string): ToolError {
  const lead = text.length - text.trimStart().length;
  const trimmed = text.trim();
  if (trimmed.startsWith('#')) {
    const digits = trimmed.slice(1);
    const bad = [...digits].findIndex((char) => !/[0-9a-f]/i.test(char));
    if (bad !== -1) return fault('hexDigit', { char: digits[bad], column: lead + bad + 2 }, at(lead + bad + 2));
    return fault('hexLength', { digits: digits.length }, at(lead + 1));
  }
  const call = /^([a-z][\w-]*)\s*\(/i.exec(trimmed);
  if (!call) {
    if (/^[a-z][\w-]*$/i.test(trimmed)) return fault('unknownName', { name: trimmed }, at(lead + 1));
    return fault('notColour', { text: trimmed }, at(lead + 1));
  }
  const name = call[1].toLowerCase();
  if (!FUNCTIONS.includes(name) && !CMYK_FUNCTIONS.includes(name))
    return fault('unknownFunction', { name: call[1], column: lead + 1 }, at(lead + 1));
  const close = trimmed.indexOf(')');
  if (close === -1) return fault('missingClose', { column: text.length + 1 }, at(text.length + 1));
  const after = trimmed.slice(close + 1);
  if (after.trim() !== '') {
    const column = lead + close + 2 + after.length - after.trimStart().length;
    return fault('afterClose', { text: after.trim(), column }, at(column));
  }
  const tokens = tokensOf(trimmed.slice(call[0].length, close), lead + call[0].length);
  if (name === 'color') {
    const space = tokens[0];
    if (!space) return fault('colorSpaceMissing', { column: lead + 1 }, at(lead + 1));
    if (!(COLOR_SPACES as readonly string[]).includes(space.text.toLowerCase()))
      return fault('unknownSpace', { space: space.text, column: space.column }, at(space.column));
    tokens.shift();
  }
  const wrong = tokens.find(
    (token) => !/^([+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?(%|deg|rad|grad|turn)?|none)$/i.test(token.text),
  );
  if (wrong) return fault('notNumber', { token: wrong.text, column: wrong.column }, at(wrong.column));
  if (tokens.length < 3 || tokens.length > 4) return fault('valueCount', { name, found: tokens.length }, at(lead + 1));
  return fault('badValues', { name }, at(lead + 1));
}

/** culori's reader, which throws a TypeError on some broken functions ('rgb(0a'): undefined for those too. */
function culoriParse(text: string): Color | undefined {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads a CSS colour or CMYK. Blanks around it and letter case do not matter; hex may omit its '#'. Throws a
 * ToolError naming the fault and its column otherwise.
 */
export function parseColour(text: string): Color {
  if (text.length > MAX_COLOUR_CHARS) throw fault('tooLong', { max: MAX_COLOUR_CHARS });
  const trimmed = text.trim();
  if (trimmed === '') throw fault('blank');
  const cmyk = parseCmyk(text);
  if (cmyk) return cmyk;
  const lower = trimmed.toLowerCase();
  const colour = culoriParse(HEX_BODY.test(lower) && [3, 4, 6, 8].includes(lower.length) ? `#${lower}` : lower);
  if (!colour) throw diagnose(text);
  return colour;
}

/**
 * Tolerance of the gamut check: half the last decimal the converter writes of color(srgb …), so a colour is inside
 * exactly when that form's channels are all within 0..1 (one written 1.0001 is outside, and says so).
 */
const GAMUT_EPSILON = 5e-5;

/** Whether a colour fits in sRGB (within the rounding of its color(srgb) form). */
export function inSrgb(colour: Color): boolean {
  const { r, g, b } = toRgb(colour);
  return [r, g, b].every((channel) => channel >= -GAMUT_EPSILON && channel <= 1 + GAMUT_EPSILON);
}

const mapToSrgb = toGamut('rgb', 'oklch');
const clamp01 = (value: number) => Math.min(1, Math.max(0, Number.isNaN(value) ? 0 : value));

/**
 * The colour in sRGB, each channel 0..1: as it is when it fits, else mapped into it by the CSS Color 4 gamut mapping
 * (chroma reduced in OKLCH until the colour is within a just-noticeable difference of sRGB, culori's `toGamut`).
 */
export function srgbOf(colour: Color): CuloriRgb {
  const rgb = inSrgb(colour) ? toRgb(colour) : mapToSrgb(colour);
  return {
    mode: 'rgb',
    r: clamp01(rgb.r),
    g: clamp01(rgb.g),
    b: clamp01(rgb.b),
    ...(colour.alpha === undefined ? {} : { alpha: colour.alpha }),
  };
}
