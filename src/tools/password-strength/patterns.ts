/** zxcvbn's matched patterns (its `sequence`) in words, one line each. */
import type { MatchEstimated } from '@zxcvbn-ts/core';
import { PATTERN_WORDS as W } from './words';

/** A dictionary's name in words: `seasons-en` → 'seasons'. */
const dictionaryName = (name: string) => W.dictionaries[name.replace(/-[a-z]+$/, '')] ?? name;

/** A number of guesses, short: exact below a million, else as a power of ten. */
export function guessesText(guesses: number): string {
  if (guesses < 1e6) return Math.round(guesses).toLocaleString('en-US');
  const exponent = Math.floor(Math.log10(guesses));
  const mantissa = guesses / 10 ** exponent;
  return `${mantissa.toFixed(1)} × 10^${exponent}`;
}

function dictionary(match: MatchEstimated): string {
  const source = dictionaryName(match.dictionaryName as string);
  const ways = [match.reversed ? W.reversed : '', match.l33t ? W.l33t(match.subDisplay as string) : '']
    .filter(Boolean)
    .join(', ');
  const rank = (match.rank as number).toLocaleString('en-US');
  return W.dictionary(match.matchedWord as string, source, rank, ways);
}

function repeat(match: MatchEstimated): string {
  const base = Array.isArray(match.baseToken) ? (match.baseToken as string[]).join('') : (match.baseToken as string);
  return W.repeat(base, match.repeatCount as number);
}

function date(match: MatchEstimated): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return W.date(
    `${match.year as number}-${pad(match.month as number)}-${pad(match.day as number)}`,
    (match.separator as string | undefined) ?? '',
  );
}

function spatial(match: MatchEstimated): string {
  const shifted = match.shiftedCount ? W.shiftedKeys(match.shiftedCount as number) : '';
  const graph = W.graphs[match.graph as string] ?? (match.graph as string);
  return W.spatial(graph, W.turns(match.turns as number), shifted);
}

/** One pattern's kind and details, as a person reads them. */
export function describePattern(match: MatchEstimated): string {
  switch (match.pattern) {
    case 'dictionary':
      return dictionary(match);
    case 'spatial':
      return spatial(match);
    case 'repeat':
      return repeat(match);
    case 'sequence':
      return W.sequence(Boolean(match.ascending), match.sequenceName as string);
    case 'regex':
      return match.regexName === 'recentYear' ? W.recentYear : W.regex(match.regexName as string);
    case 'date':
      return date(match);
    case 'separator':
      return W.separator;
    case 'bruteforce':
      return W.bruteforce;
    default:
      return match.pattern;
  }
}

/** The lines of the Patterns pane: each piece of the password, where it is, what it is, its guesses. */
export function patternLines(sequence: readonly MatchEstimated[]): string[] {
  return sequence.map((match, n) =>
    W.line(
      n + 1,
      match.token,
      match.i + 1,
      match.j + 1,
      describePattern(match),
      guessesText(match.guesses),
      match.guessesLog10.toFixed(2),
    ),
  );
}
