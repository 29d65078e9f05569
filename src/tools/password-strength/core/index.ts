/**
 * Password strength with zxcvbn-ts (4.x) and its common and English dictionaries: the score (0-4), the guesses,
 * the time to crack for four attacks, zxcvbn's warning and suggestions, and the patterns it found. The dictionaries
 * are some megabytes: this module is loaded in the tool's worker only (and in Node's tests), never on the page.
 */
import { ZxcvbnFactory, type CrackTimes, type MatchEstimated, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PASSWORD_STRENGTH_MESSAGES as M } from './messages';
import { guessesText, patternLines } from './patterns';

export { PASSWORD_STRENGTH_MESSAGES } from './messages';
export * from './options';

/**
 * zxcvbn reads at most this many characters (the original zxcvbn's advice; its own default is 256). Its matching grows
 * fast with length: a date or a mixed pattern repeated to 100 characters took 1.3-1.5 s on a busy 2-core machine
 * (load 11), 3.1-3.7 s at 256.
 */
export const MAX_CHECKED_CHARS = 100;

let factory: ZxcvbnFactory | undefined;

/** The estimator, built once (its dictionaries take a while to index). */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    maxLength: MAX_CHECKED_CHARS,
  });
  return factory;
}

/** zxcvbn's estimate of a password (the first MAX_CHECKED_CHARS characters). */
export const estimate = (password: string): ZxcvbnResult => estimator().check(password);

const ATTACKS = Object.keys(M.attacks) as (keyof CrackTimes)[];

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

/** What the kit shows: the meter, the Report and the Patterns panes. */
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
