/** A check as the page shows it: the meter, the Report and the Patterns panes. */
import type { MatchEstimated, ZxcvbnResult } from '@zxcvbn-ts/core';
import { ATTACKS, estimate, MAX_CHECKED_CHARS } from './core';
import { guessesText, patternLines } from './patterns';
import { PASSWORD_STRENGTH_MESSAGES as M } from './words';

/** The Report pane: score, guesses, crack times, warning and suggestions. */
export function reportText(result: ZxcvbnResult, length: number): string {
  const { score, guesses, guessesLog10, crackTimes, feedback } = result;
  const lines = [
    M.score(score, M.scores[score]),
    M.guesses(guessesText(guesses), guessesLog10.toFixed(2)),
    '',
    `${M.crackTimes}:`,
    ...ATTACKS.map((attack) => `  ${M.attacks[attack]}: ${crackTimes[attack].display}`),
    '',
    feedback.warning ? M.warning(feedback.warning) : M.noWarning,
    ...(feedback.suggestions.length
      ? [M.suggestions, ...feedback.suggestions.map((suggestion) => `  - ${suggestion}`)]
      : [M.noSuggestions]),
  ];
  if (length > MAX_CHECKED_CHARS) lines.push('', M.truncated(MAX_CHECKED_CHARS, length));
  return `${lines.join('\n')}\n`;
}

/** What the kit shows; worded in the worker, beside zxcvbn (its feedback is in its own English). */
export function checkPasswordStrength(password: string) {
  const result = estimate(password);
  // zxcvbn scores every match with its guesses: the sequence it returns is estimated.
  const length = [...password].length;
  return {
    outputs: {
      report: reportText(result, length),
      patterns: `${patternLines(result.sequence as MatchEstimated[]).join('\n')}\n`,
    },
    meter: { value: result.score, max: 4, label: M.meterLabel, text: M.scoreNames[result.score] },
  };
}
