/**
 * "Try all shifts": the 25 Caesar shifts of a text ranked by how English each result looks. The score is Pearson's
 * chi-squared of the result's letter counts against English letter frequencies (smaller is more English). The counts
 * are taken once; each shift only rotates them, so a long text costs one pass.
 */
import { fault } from './faults';

/** English letter frequencies, A to Z, in percent (Lewand, Cryptological Mathematics). */
export const ENGLISH_FREQUENCIES = [
  8.167, 1.492, 2.782, 4.253, 12.702, 2.228, 2.015, 6.094, 6.966, 0.153, 0.772, 4.025, 2.406, 6.749, 7.507, 1.929,
  0.095, 5.987, 6.327, 9.056, 2.758, 0.978, 2.36, 0.15, 1.974, 0.074,
];

/** How many of each letter A to Z (either case) the text holds. */
export function letterCounts(text: string): number[] {
  const counts = new Array<number>(26).fill(0);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i) | 32; // lower case
    if (code >= 97 && code <= 122) counts[code - 97]++;
  }
  return counts;
}

/** Chi-squared of letter counts against English (0 for a text without letters). */
export function chiSquared(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return 0;
  let score = 0;
  for (let letter = 0; letter < 26; letter++) {
    const expected = (total * ENGLISH_FREQUENCIES[letter]) / 100;
    score += (counts[letter] - expected) ** 2 / expected;
  }
  return score;
}

export interface ShiftScore {
  /** The shift the text was encrypted with: decrypting by it gives the candidate. */
  shift: number;
  score: number;
}

/** Shifts 1 to 25, most English first (ties by shift). */
export function rankShifts(text: string): ShiftScore[] {
  const counts = letterCounts(text);
  const scores: ShiftScore[] = [];
  for (let shift = 1; shift < 26; shift++) {
    // Decrypting by `shift` turns the letter at i + shift into i.
    const decrypted = counts.map((_, letter) => counts[(letter + shift) % 26]);
    scores.push({ shift, score: chiSquared(decrypted) });
  }
  return scores.sort((x, y) => x.score - y.score || x.shift - y.shift);
}

/** The characters of each candidate shown (its line breaks as ⏎, so each candidate keeps one line). */
export const PREVIEW_CHARS = 120;

/** The start of a candidate on one line. */
function previewOf(text: string, shift: number, decrypt: (text: string, shift: number) => string): string {
  const head = Array.from(text.slice(0, 2 * PREVIEW_CHARS))
    .slice(0, PREVIEW_CHARS)
    .join('');
  const shown = decrypt(head, -shift).replace(/\r\n|\n|\r/g, ' ⏎ ');
  return text.length > head.length ? `${shown}…` : shown;
}

/** A candidate of "Try all shifts": its shift, its score and the start of the text it gives. */
export interface ShiftCandidate extends ShiftScore {
  preview: string;
}

/** The 25 candidates, most English first. */
export function tryAllShifts(
  text: string,
  decrypt: (text: string, shift: number) => string = caesarShift,
): ShiftCandidate[] {
  const ranked = rankShifts(text);
  if (letterCounts(text).every((count) => count === 0)) throw fault('noLetters');
  return ranked.map(({ shift, score }) => ({ shift, score, preview: previewOf(text, shift, decrypt) }));
}

/** Caesar on a short text (the previews): every ASCII letter `shift` places on. */
function caesarShift(text: string, shift: number): string {
  return text.replace(/[A-Za-z]/g, (char) => {
    const base = char <= 'Z' ? 65 : 97;
    return String.fromCharCode(base + ((((char.charCodeAt(0) - base + shift) % 26) + 26) % 26));
  });
}
