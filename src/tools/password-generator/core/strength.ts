/**
 * The spec's strength score (section 9): up to 33 points for length (capped at 10 characters), 15 each for a
 * lower-case letter, an upper-case letter and a digit, 22 for a symbol, at most 100; and its levels and colours.
 */
export type StrengthLevel = 'veryStrong' | 'strong' | 'medium' | 'weak';
export type StrengthColour = 'green' | 'blue' | 'yellow' | 'red';

export interface Strength {
  score: number;
  level: StrengthLevel;
  colour: StrengthColour;
}

export function strengthScore(password: string): number {
  let score = (Math.min([...password].length, 10) * 33) / 10;
  if (/[a-z]/.test(password)) score += 15;
  if (/[A-Z]/.test(password)) score += 15;
  if (/[0-9]/.test(password)) score += 15;
  if (/[^A-Za-z0-9]/.test(password)) score += 22;
  return Math.min(100, score);
}

export function strengthOf(password: string): Strength {
  const score = strengthScore(password);
  if (score >= 80) return { score, level: 'veryStrong', colour: 'green' };
  if (score >= 60) return { score, level: 'strong', colour: 'blue' };
  if (score >= 40) return { score, level: 'medium', colour: 'yellow' };
  return { score, level: 'weak', colour: 'red' };
}

/** Guesses per second of an offline attack on a fast hash with a few GPUs: the crack-time estimate's assumption. */
export const GUESSES_PER_SECOND = 1e10;

export type CrackUnit = 'year' | 'day' | 'hour' | 'minute' | 'second';
export type CrackScale = 'trillion' | 'billion' | 'million' | 'thousand';

const UNITS: [CrackUnit, number][] = [
  ['year', 365.25 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const LARGE: [CrackScale, number][] = [
  ['trillion', 1e12],
  ['billion', 1e9],
  ['million', 1e6],
  ['thousand', 1e3],
];

/** A crack time, rounded down: under a second, whole units, whole scales of years, or beyond a quadrillion years. */
export type CrackSpan =
  | { kind: 'instant' }
  | { kind: 'units'; count: number; unit: CrackUnit }
  | { kind: 'years'; count: number; scale: CrackScale }
  | { kind: 'beyond' };

/**
 * The expected time to find a secret with `bits` of entropy by brute force (half the space on average) at
 * GUESSES_PER_SECOND.
 */
export function crackSpan(bits: number): CrackSpan {
  const seconds = 2 ** (bits - 1) / GUESSES_PER_SECOND;
  if (seconds < 1) return { kind: 'instant' };
  const [unit, size] = UNITS.find(([, size]) => seconds >= size)!;
  const count = seconds / size;
  if (unit !== 'year' || count < 1000) return { kind: 'units', count: Math.floor(count), unit };
  if (count >= 1e15) return { kind: 'beyond' };
  const [scale, factor] = LARGE.find(([, factor]) => count >= factor)!;
  return { kind: 'years', count: Math.floor(count / factor), scale };
}
