/**
 * CSS gradient text → model: `linear-gradient(…)`, `radial-gradient(…)` or `conic-gradient(…)`, optionally after
 * `background:` or `background-image:` and before a `;`. A fault is a ToolError with its line and column.
 */
import type { TextPosition } from '../../../core/shared/text-position';
import { fault } from './faults';
import {
  DEFAULT_ANGLE,
  round1,
  stopColour,
  type Gradient,
  type GradientKind,
  type GradientStop,
  type Interpolation,
  type RadialShape,
} from './model';

/** The longest text read: a gradient of a few hundred stops. */
export const MAX_GRADIENT_CHARS = 10_000;

/** A piece of the text and where it starts. */
interface Piece {
  text: string;
  at: number;
}

function positionOf(text: string, offset: number): TextPosition {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** Splits at a separator outside parentheses (commas between stops, blanks between words). */
function split({ text, at }: Piece, isSeparator: (char: string) => boolean): Piece[] {
  const pieces: Piece[] = [];
  let depth = 0;
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    pieces.push({ text: raw.trim(), at: at + start + lead });
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0 && isSeparator(char)) {
      push(i);
      start = i + 1;
    }
  }
  push(text.length);
  return pieces;
}

const words = (piece: Piece) => split(piece, (c) => /\s/.test(c)).filter((word) => word.text !== '');

const ANGLE = /^([+-]?(?:\d+\.?\d*|\.\d+))(deg|grad|rad|turn)$/i;
const PER_DEGREE: Readonly<Record<string, number>> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };

/** An angle in degrees, 0 up to 360; undefined when the word is not one. */
function angleOf(word: string): number | undefined {
  if (word === '0') return 0;
  const match = ANGLE.exec(word);
  if (!match) return undefined;
  const degrees = round1(Number(match[1]) * PER_DEGREE[match[2].toLowerCase()]);
  return round1(((degrees % 360) + 360) % 360);
}

const SIDES: Readonly<Record<string, [number, number]>> = {
  top: [0, -1],
  right: [1, 0],
  bottom: [0, 1],
  left: [-1, 0],
};

/** `to right`, `to top left`…: as an angle (a corner as a multiple of 45°). */
function sideAngle(source: string, sides: Piece[]): number {
  let [x, y] = [0, 0];
  for (const side of sides) {
    const step = SIDES[side.text.toLowerCase()];
    if (!step) throw fault('unexpected', { text: side.text, kind: 'linear' }, positionOf(source, side.at));
    [x, y] = [x + step[0], y + step[1]];
  }
  return round1(((((Math.atan2(x, -y) * 180) / Math.PI) % 360) + 360) % 360);
}

interface Settings {
  angle: number;
  shape: RadialShape;
  interpolation: Interpolation;
}

/** The settings before the first stop (direction, shape, start, interpolation). */
function readSettings(source: string, kind: GradientKind, piece: Piece): Settings {
  const settings: Settings = { angle: DEFAULT_ANGLE[kind], shape: 'ellipse', interpolation: 'srgb' };
  const list = words(piece);
  for (let i = 0; i < list.length; i++) {
    const word = list[i];
    const lower = word.text.toLowerCase();
    const next = list[i + 1];
    if (lower === 'in' && next) {
      const space = next.text.toLowerCase();
      if (space !== 'srgb' && space !== 'oklch')
        throw fault('badSpace', { text: next.text }, positionOf(source, next.at));
      settings.interpolation = space;
      i++;
    } else if (kind === 'linear' && lower === 'to' && next) {
      const sides = list.slice(i + 1, i + 3).filter((w) => SIDES[w.text.toLowerCase()]);
      settings.angle = sideAngle(source, sides.length ? sides : [next]);
      i += Math.max(1, sides.length);
    } else if (kind === 'conic' && lower === 'from' && next) {
      const angle = angleOf(next.text);
      if (angle === undefined) throw fault('badAngle', { text: next.text }, positionOf(source, next.at));
      settings.angle = angle;
      i++;
    } else if (kind === 'linear' && angleOf(word.text) !== undefined) {
      settings.angle = angleOf(word.text)!;
    } else if (kind === 'radial' && (lower === 'circle' || lower === 'ellipse')) {
      settings.shape = lower;
    } else {
      throw fault('unexpected', { text: word.text, kind }, positionOf(source, word.at));
    }
  }
  return settings;
}

/** A position as a percentage (0 alone is 0%); undefined when the word is not one. */
function percentOf(word: string): number | undefined {
  if (word === '0') return 0;
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+))%$/.exec(word);
  return match ? round1(Number(match[1])) : undefined;
}

interface LooseStop {
  colour: string;
  position?: number;
}

/** One stop: a colour and up to two positions (two make two stops of one colour). */
function readStop(source: string, piece: Piece): LooseStop[] {
  const [colourWord, ...positions] = words(piece);
  const colour = stopColour(colourWord.text);
  if (!colour) throw fault('notAColour', { text: colourWord.text }, positionOf(source, colourWord.at));
  if (positions.length > 2) throw fault('tooManyPositions', {}, positionOf(source, positions[2].at));
  if (!positions.length) return [{ colour }];
  return positions.map((word) => {
    const position = percentOf(word.text);
    if (position === undefined) throw fault('badPosition', { text: word.text }, positionOf(source, word.at));
    return { colour, position };
  });
}

/** CSS's rules for stops: the first without a position at 0%, the last at 100%, runs between spread evenly, and a
 * position before an earlier one moved up to it. */
function placeStops(loose: LooseStop[]): GradientStop[] {
  const positions = loose.map((stop) => stop.position);
  positions[0] ??= 0;
  positions[positions.length - 1] ??= 100;
  let highest = 0;
  for (let i = 0; i < positions.length; i++) {
    if (positions[i] === undefined) {
      const end = positions.findIndex((p, j) => j > i && p !== undefined);
      const [from, to] = [positions[i - 1]!, Math.max(positions[end]!, positions[i - 1]!)];
      for (let j = i; j < end; j++) positions[j] = round1(from + ((to - from) * (j - i + 1)) / (end - i + 1));
    }
    highest = Math.max(highest, positions[i]!);
    positions[i] = highest;
  }
  return loose.map((stop, i) => ({ colour: stop.colour, position: Math.min(100, Math.max(0, positions[i]!)) }));
}

const START = /^\s*(?:background(?:-image)?\s*:\s*)?(linear|radial|conic)-gradient\s*\(/i;

/** The gradient model of a CSS gradient text; a ToolError with the fault's position otherwise. */
export function parseGradient(source: string): Gradient {
  if (source.length > MAX_GRADIENT_CHARS) throw fault('tooLong', { limit: MAX_GRADIENT_CHARS });
  const start = START.exec(source);
  if (!start) throw fault('expectedFunction', {}, positionOf(source, source.length - source.trimStart().length));
  const kind = start[1].toLowerCase() as GradientKind;
  const open = start[0].length;
  let depth = 1;
  let close = open;
  for (; close < source.length && depth > 0; close++)
    depth += source[close] === '(' ? 1 : source[close] === ')' ? -1 : 0;
  if (depth > 0) throw fault('missingClose', {}, positionOf(source, source.length));
  const rest = /^\s*;?\s*$/.exec(source.slice(close));
  if (!rest) {
    const after = close + source.slice(close).search(/[^\s;]/);
    throw fault('afterEnd', { text: source.slice(after, after + 20).trim() }, positionOf(source, after));
  }
  const parts = split({ text: source.slice(open, close - 1), at: open }, (c) => c === ',');
  const empty = parts.find((part) => part.text === '');
  if (empty) throw fault('emptyPart', {}, positionOf(source, empty.at));
  const first = words(parts[0])[0];
  const hasSettings = !stopColour(first.text);
  const settings = hasSettings ? readSettings(source, kind, parts[0]) : readSettings(source, kind, { text: '', at: 0 });
  const loose = parts.slice(hasSettings ? 1 : 0).flatMap((part) => readStop(source, part));
  if (loose.length < 2) throw fault('tooFewStops', {}, positionOf(source, close - 1));
  return { kind, ...settings, stops: placeStops(loose) };
}
