/** An action's output as the page shows it: the cipher text, or "Try all shifts" as one candidate a line. */
import { runCipher, type CipherOptions, type ShiftCandidate } from './core';
import { CIPHER_TEXTS } from './words';

/** The 25 candidates, one a line, most English first. */
export const candidateLines = (candidates: readonly ShiftCandidate[]): string =>
  candidates
    .map(({ shift, score, preview }, rank) => CIPHER_TEXTS.candidate(rank + 1, shift, score.toFixed(1), preview))
    .join('\n');

/** What the worker runs: the action on the whole text, as text. */
export function cipherOutput(action: string, text: string, options: CipherOptions): string {
  const result = runCipher(action, text, options);
  return typeof result === 'string' ? result : candidateLines(result);
}
