/**
 * Stick maths: the radial deadzone, the drift reading (where a stick rests when nobody touches it) and the
 * circularity of its gate (how far its reach around the edge is from a circle). Pure; positions are the
 * Gamepad API's axes, -1..1 with +y down.
 */
export interface StickPos {
  x: number;
  y: number;
}

export interface StickSample extends StickPos {
  /** ms, any clock (the view uses performance.now()). */
  t: number;
}

/** How long a stick must stay still to count as at rest. */
export const REST_WINDOW_MS = 1000;
/** Samples must cover this share of the window (a new stick, or frames skipped, reads nothing yet). */
const REST_COVERAGE = 0.8;
/** A stick that wanders less than this from its mean over the window is still. */
export const STILL_SPREAD = 0.02;
/** Resting nearer the centre than this is no drift (the noise of a good stick). */
export const DRIFT_NOISE = 0.02;
/** Resting further out than this is a thumb holding the stick, not drift. */
export const HELD_BEYOND = 0.3;
/** The circularity trace: reach recorded in this many angular sectors. */
export const SECTORS = 36;
/** A sector counts as traced once the stick reached this far into it. */
const TRACED = 0.7;

export const magnitude = ({ x, y }: StickPos): number => Math.hypot(x, y);

/**
 * The radial deadzone games use: inside it the stick is centred; outside, the distance left is rescaled to
 * 0..1 so the output still reaches the edge. A deadzone is clamped to 0..0.99.
 */
export function applyDeadzone(pos: StickPos, deadzone: number): StickPos {
  const zone = Math.min(0.99, Math.max(0, Number.isFinite(deadzone) ? deadzone : 0));
  const m = magnitude(pos);
  if (!Number.isFinite(m) || m <= zone) return { x: 0, y: 0 };
  const scaled = Math.min(1, (m - zone) / (1 - zone));
  return { x: (pos.x / m) * scaled, y: (pos.y / m) * scaled };
}

/** Appends a sample and drops those older than the rest window (in place; returns the same array). */
export function pushSample(samples: StickSample[], sample: StickSample): StickSample[] {
  samples.push(sample);
  const oldest = sample.t - REST_WINDOW_MS;
  let drop = 0;
  while (drop < samples.length && samples[drop].t < oldest) drop++;
  samples.splice(0, drop);
  return samples;
}

/**
 * Where the stick rests: the mean of the window's samples when they span most of the window and none strays
 * more than STILL_SPREAD from it; null while the stick moves or the window is not yet full.
 */
export function restPosition(samples: readonly StickSample[]): StickPos | null {
  if (samples.length < 2) return null;
  if (samples[samples.length - 1].t - samples[0].t < REST_WINDOW_MS * REST_COVERAGE) return null;
  const x = samples.reduce((sum, s) => sum + s.x, 0) / samples.length;
  const y = samples.reduce((sum, s) => sum + s.y, 0) / samples.length;
  const still = samples.every((s) => Math.hypot(s.x - x, s.y - y) <= STILL_SPREAD);
  return still ? { x, y } : null;
}

export type Drift =
  { kind: 'centred'; magnitude: number } | { kind: 'drift'; magnitude: number; beyondDeadzone: boolean };

/** The drift a rest position shows, against the deadzone; null for no rest or a stick held off-centre. */
export function driftOf(rest: StickPos | null, deadzone: number): Drift | null {
  if (!rest) return null;
  const m = magnitude(rest);
  if (!Number.isFinite(m) || m > HELD_BEYOND) return null;
  if (m < DRIFT_NOISE) return { kind: 'centred', magnitude: m };
  return { kind: 'drift', magnitude: m, beyondDeadzone: m > deadzone };
}

/** The sector (0..SECTORS-1) a position's angle falls in. */
export function sectorOf({ x, y }: StickPos): number {
  const turn = (Math.atan2(y, x) / (2 * Math.PI) + 1) % 1;
  return Math.min(SECTORS - 1, Math.floor(turn * SECTORS));
}

/** An empty reach trace: the furthest the stick went in each sector. */
export const emptyReach = (): number[] => new Array<number>(SECTORS).fill(0);

/** Records how far the stick reached in its current sector (in place). */
export function traceReach(reach: number[], pos: StickPos): void {
  const m = magnitude(pos);
  if (!Number.isFinite(m) || m === 0) return;
  const sector = sectorOf(pos);
  reach[sector] = Math.max(reach[sector], m);
}

/**
 * The circularity error once the stick was turned all around its edge: the mean distance, in percent of the
 * radius, between its reach and the unit circle (0% a perfect circle; a square gate reads about 10% or more);
 * null until every sector was reached.
 */
export function circularityError(reach: readonly number[]): number | null {
  if (reach.length === 0 || reach.some((r) => r < TRACED)) return null;
  return (reach.reduce((sum, r) => sum + Math.abs(r - 1), 0) / reach.length) * 100;
}
