/**
 * The spec's strength score (section 9): up to 33 points for length (capped at 10 characters), 15 each for a
 * lower-case letter, an upper-case letter and a digit, 22 for a symbol, at most 100; and its labels and colours.
 */
export type StrengthLabel = 'Very Strong' | 'Strong' | 'Medium' | 'Weak';
export type StrengthColour = 'green' | 'blue' | 'yellow' | 'red';

export interface Strength {
  score: number;
  label: StrengthLabel;
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
  if (score >= 80) return { score, label: 'Very Strong', colour: 'green' };
  if (score >= 60) return { score, label: 'Strong', colour: 'blue' };
  if (score >= 40) return { score, label: 'Medium', colour: 'yellow' };
  return { score, label: 'Weak', colour: 'red' };
}

/** Guesses per second of an offline attack on a fast hash with a few GPUs: the crack-time estimate's assumption. */
export const GUESSES_PER_SECOND = 1e10;

const UNITS: [string, number][] = [
  ['year', 365.25 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const LARGE: [string, number][] = [
  ['trillion', 1e12],
  ['billion', 1e9],
  ['million', 1e6],
  ['thousand', 1e3],
];

/**
 * The expected time to find a secret with `bits` of entropy by brute force (half the space on average) at
 * GUESSES_PER_SECOND, in words.
 */
export function crackTime(bits: number): string {
  const seconds = 2 ** (bits - 1) / GUESSES_PER_SECOND;
  if (seconds < 1) return 'less than a second';
  const [unit, size] = UNITS.find(([, size]) => seconds >= size)!;
  const count = seconds / size;
  if (unit !== 'year' || count < 1000) {
    const whole = Math.floor(count);
    return `${whole} ${unit}${whole === 1 ? '' : 's'}`;
  }
  if (count >= 1e15) return 'more than a quadrillion years';
  const [word, scale] = LARGE.find(([, scale]) => count >= scale)!;
  return `${Math.floor(count / scale)} ${word} years`;
}
