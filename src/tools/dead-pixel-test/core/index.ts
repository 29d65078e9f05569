/**
 * Dead pixel test: the sequence of full-screen patterns, how keys move through it, and the stuck-pixel exerciser's
 * square (its flashing colour over time and its position kept on screen). Pure: the view paints what this says, and
 * names the patterns (../words.ts).
 */

export type PatternId =
  | 'black'
  | 'white'
  | 'red'
  | 'green'
  | 'blue'
  | 'cyan'
  | 'magenta'
  | 'yellow'
  | 'grey'
  | 'greyscale'
  | 'spectrum'
  | 'checkerboard';

export interface Pattern {
  id: PatternId;
  /** A CSS `background` value painting the whole area. */
  background: string;
}

/** 8 CSS pixels per square: fine enough to show a column or row out, coarse enough not to shimmer on a scaled screen. */
const CHECKER = 'repeating-conic-gradient(#000000 0 25%, #ffffff 0 50%) 0 0 / 16px 16px';

const BACKGROUNDS: Record<PatternId, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#00ff00',
  blue: '#0000ff',
  cyan: '#00ffff',
  magenta: '#ff00ff',
  yellow: '#ffff00',
  grey: '#808080',
  greyscale: 'linear-gradient(to right, #000000, #ffffff)',
  spectrum: 'linear-gradient(to right, #ff0000, #ffff00, #00ff00, #00ffff, #0000ff, #ff00ff, #ff0000)',
  checkerboard: CHECKER,
};

/** The order the test shows: solid colours first (where dead and stuck pixels show), then gradients and the board. */
export const PATTERNS: readonly Pattern[] = (Object.keys(BACKGROUNDS) as PatternId[]).map((id) => ({
  id,
  background: BACKGROUNDS[id],
}));

/** The pattern `delta` steps from `index`, wrapping at both ends so stepping on from the last starts again. */
export function stepPattern(index: number, delta: number, count = PATTERNS.length): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

export type StageAction = 'next' | 'back' | 'leave';

const KEY_ACTIONS: Record<string, StageAction> = {
  ' ': 'next',
  Enter: 'next',
  ArrowRight: 'next',
  ArrowDown: 'next',
  PageDown: 'next',
  ArrowLeft: 'back',
  ArrowUp: 'back',
  PageUp: 'back',
  Backspace: 'back',
  Escape: 'leave',
};

/** What a key does on the test pattern, or null for keys the test leaves alone. */
export function stageAction(key: string): StageAction | null {
  return Object.hasOwn(KEY_ACTIONS, key) ? KEY_ACTIONS[key] : null;
}

/** The exerciser's colours, one after another. */
export const FLASH_COLOURS = ['#ff0000', '#00ff00', '#0000ff', '#ffffff', '#000000'] as const;
/** How long each colour shows: 20 changes a second, well past the 3 a second where a warning is owed. */
export const FLASH_MS = 50;

/** The exerciser's colour at `elapsedMs` after it started. */
export function flashColour(elapsedMs: number): string {
  const step = Math.floor(Math.max(0, elapsedMs) / FLASH_MS);
  return FLASH_COLOURS[(Number.isFinite(step) ? step : 0) % FLASH_COLOURS.length];
}

export interface Point {
  x: number;
  y: number;
}

/** Keeps a square of side `size` at `point` (its top-left corner) wholly inside a `width` × `height` area. */
export function clampSquare(point: Point, size: number, width: number, height: number): Point {
  const clamp = (value: number, max: number) =>
    Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), Math.max(0, max));
  return { x: Math.round(clamp(point.x, width - size)), y: Math.round(clamp(point.y, height - size)) };
}

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The square's move for an arrow key (10 pixels with Shift), or null for other keys. */
export function arrowMove(key: string, shift: boolean): Point | null {
  if (!Object.hasOwn(ARROWS, key)) return null;
  const step = shift ? 10 : 1;
  return { x: ARROWS[key].x * step, y: ARROWS[key].y * step };
}
