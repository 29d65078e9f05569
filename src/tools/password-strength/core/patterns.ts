/** zxcvbn's matched patterns (its `sequence`) in words, one line each. */
import type { MatchEstimated } from '@zxcvbn-ts/core';

/** The dictionaries of zxcvbn-ts 4's common and English packages, by name (`passwords-common`, `seasons-en`…). */
const DICTIONARIES: Readonly<Record<string, string>> = {
  passwords: 'common passwords',
  diceware: 'diceware words',
  commonWords: 'common English words',
  firstnames: 'first names',
  lastnames: 'last names',
  wikipedia: 'English Wikipedia words',
  cardinalNumbers: 'number words',
  ordinalNumbers: 'ordinal words',
  daysOfWeek: 'days of the week',
  months: 'months',
  seasons: 'seasons',
  timePeriods: 'time periods',
  rainbowColors: 'colours',
  directions: 'directions',
  intermediateDirections: 'directions',
  sizeProgression: 'sizes',
  militaryAlphabet: 'the military alphabet',
  planets: 'planets',
  zodiacSigns: 'zodiac signs',
  chineseZodiac: 'Chinese zodiac signs',
  userInputs: 'your own words',
};

/** A dictionary's name in words: `seasons-en` → 'seasons'. */
const dictionaryName = (name: string) => DICTIONARIES[name.replace(/-[a-z]+$/, '')] ?? name;

const GRAPHS: Readonly<Record<string, string>> = {
  qwerty: 'QWERTY keyboard',
  dvorak: 'Dvorak keyboard',
  keypad: 'keypad',
  keypadMac: 'Mac keypad',
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A number of guesses, short: exact below a million, else as a power of ten. */
export function guessesText(guesses: number): string {
  if (guesses < 1e6) return Math.round(guesses).toLocaleString('en-US');
  const exponent = Math.floor(Math.log10(guesses));
  const mantissa = guesses / 10 ** exponent;
  return `${mantissa.toFixed(1)} × 10^${exponent}`;
}

function dictionary(match: MatchEstimated): string {
  const source = dictionaryName(match.dictionaryName as string);
  const ways = [match.reversed ? 'reversed' : '', match.l33t ? `l33t (${match.subDisplay as string})` : '']
    .filter(Boolean)
    .join(', ');
  return `dictionary word "${match.matchedWord as string}" (${source}, rank ${(match.rank as number).toLocaleString('en-US')})${ways ? `, ${ways}` : ''}`;
}

function repeat(match: MatchEstimated): string {
  const base = Array.isArray(match.baseToken) ? (match.baseToken as string[]).join('') : (match.baseToken as string);
  return `repeat of "${base}" ${match.repeatCount as number} times`;
}

function date(match: MatchEstimated): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `date ${match.year as number}-${pad(match.month as number)}-${pad(match.day as number)}${match.separator ? ` (separated by "${match.separator as string}")` : ''}`;
}

/** One pattern's kind and details, as a person reads them. */
export function describePattern(match: MatchEstimated): string {
  switch (match.pattern) {
    case 'dictionary':
      return dictionary(match);
    case 'spatial':
      return `keyboard pattern on the ${GRAPHS[match.graph as string] ?? (match.graph as string)}, ${plural(match.turns as number, 'turn')}${match.shiftedCount ? `, ${plural(match.shiftedCount as number, 'shifted key')}` : ''}`;
    case 'repeat':
      return repeat(match);
    case 'sequence':
      return `${match.ascending ? 'ascending' : 'descending'} sequence (${match.sequenceName as string})`;
    case 'regex':
      return match.regexName === 'recentYear' ? 'recent year' : `pattern ${match.regexName as string}`;
    case 'date':
      return date(match);
    case 'separator':
      return 'separator';
    case 'bruteforce':
      return 'no pattern: guessed by brute force';
    default:
      return match.pattern;
  }
}

/** The lines of the Patterns pane: each piece of the password, where it is, what it is, its guesses. */
export function patternLines(sequence: readonly MatchEstimated[]): string[] {
  return sequence.map(
    (match, n) =>
      `${n + 1}. "${match.token}" (characters ${match.i + 1}-${match.j + 1}): ${describePattern(match)}; ${guessesText(match.guesses)} guesses (log10 ${match.guessesLog10.toFixed(2)})`,
  );
}
