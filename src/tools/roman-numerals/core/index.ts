/**
 * Roman numerals, 1 to 3999, both ways. Reading is strict: only the canonical form (the one `toRoman` writes) is
 * accepted, and a malformed numeral is refused with the rule it breaks and the column of the letter that breaks it.
 */
import { fault } from './faults';

export { fault, type RomanFaults } from './faults';

export const MAX_ROMAN = 3999;
/** The longest input read, in characters: the longest numeral has 15 letters. */
export const MAX_INPUT_CHARS = 40;

const LETTERS: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

const TABLE: readonly (readonly [string, number])[] = [
  ['M', 1000],
  ['CM', 900],
  ['D', 500],
  ['CD', 400],
  ['C', 100],
  ['XC', 90],
  ['L', 50],
  ['XL', 40],
  ['X', 10],
  ['IX', 9],
  ['V', 5],
  ['IV', 4],
  ['I', 1],
];

/** A numeral's pieces, each a letter or a subtractive pair, with its value. */
export interface RomanPart {
  text: string;
  value: number;
}

/** The canonical numeral of a whole number from 1 to 3999, cut into its pieces. */
export function romanParts(n: number): RomanPart[] {
  if (!Number.isInteger(n) || n < 1 || n > MAX_ROMAN) throw new RangeError(`No Roman numeral for ${n}`);
  const parts: RomanPart[] = [];
  let rest = n;
  for (const [text, value] of TABLE) {
    for (; rest >= value; rest -= value) parts.push({ text, value });
  }
  return parts;
}

export const toRoman = (n: number): string =>
  romanParts(n)
    .map((part) => part.text)
    .join('');

interface Token extends RomanPart {
  /** Index of its first letter in the numeral. */
  at: number;
}

const SUBTRACTABLE: Readonly<Record<string, readonly string[]>> = { I: ['V', 'X'], X: ['L', 'C'], C: ['D', 'M'] };
const FOUR_FIX: Readonly<Record<string, string>> = { I: 'IV', X: 'XL', C: 'CD' };
const DOUBLE_FIX: Readonly<Record<string, string>> = { V: 'X', L: 'C', D: 'M' };

/** The place of the numeral's index `at` in the input (`offset`: the blanks trimmed before it). */
const place = (at: number, offset: number) => ({ line: 1, column: offset + at + 1 });

/** The next token at `i`: a subtractive pair when a smaller letter stands before a larger one (checked), else a letter. */
function readToken(numeral: string, i: number, previous: Token | undefined, offset: number): Token {
  const small = numeral[i];
  const large = numeral[i + 1];
  const value = LETTERS[small];
  if (large === undefined || LETTERS[large] <= value) return { text: small, value, at: i };
  if (!(small in SUBTRACTABLE)) throw fault('neverSubtracted', { small, large }, place(i, offset));
  if (LETTERS[large] > value * 10)
    throw fault('subtractedFrom', { small, large, allowed: SUBTRACTABLE[small] }, place(i, offset));
  if (previous?.text === small) throw fault('oneSubtracted', { small, large }, place(previous.at, offset));
  return { text: small + large, value: LETTERS[large] - value, at: i };
}

/** The largest value the token after this one may have, for the letters to go from large to small. */
function ceilingAfter(token: Token): number {
  if (token.text.length === 2) return LETTERS[token.text[0]] - 1;
  return token.text in DOUBLE_FIX ? token.value / 5 : token.value;
}

/** Refuses a fourth letter in a row, or a doubled V, L or D. */
function checkRepeat(token: Token, previous: Token | undefined, run: number, offset: number): void {
  if (previous?.text !== token.text) return;
  const at = place(token.at, offset);
  const letter = token.text;
  if (letter in DOUBLE_FIX) throw fault('fiveRepeated', { letter, fix: DOUBLE_FIX[letter] }, at);
  if (run === 4)
    throw letter === 'M' ? fault('tooManyM', {}, at) : fault('repeatedFour', { letter, fix: FOUR_FIX[letter] }, at);
}

/** Reads a canonical numeral (upper or lower case), refusing any other with the reason and its column. */
export function parseRoman(text: string, offset = 0): RomanPart[] {
  const numeral = text.toUpperCase();
  for (let i = 0; i < numeral.length; i++) {
    if (!(numeral[i] in LETTERS))
      throw fault('badLetter', { letter: String.fromCodePoint(text.codePointAt(i)!) }, place(i, offset));
  }
  const tokens: Token[] = [];
  let run = 0;
  for (let i = 0; i < numeral.length;) {
    const previous = tokens.at(-1);
    const token = readToken(numeral, i, previous, offset);
    run = previous?.text === token.text ? run + 1 : 1;
    checkRepeat(token, previous, run, offset);
    if (previous && token.value > ceilingAfter(previous)) {
      throw fault('outOfOrder', { token: token.text, previous: previous.text }, place(token.at, offset));
    }
    tokens.push(token);
    i += token.text.length;
  }
  return tokens.map(({ text: part, value }) => ({ text: part, value }));
}

export const fromRoman = (text: string): number => parseRoman(text).reduce((sum, part) => sum + part.value, 0);

/** A typed number: digits only (a leading + allowed), 1 to 3999. */
function readNumber(text: string): number {
  if (!/^\+?\d+$/.test(text)) throw fault('notWhole');
  const digits = text.replace(/^\+?0*/, '');
  if (digits === '') throw fault('zero');
  if (digits.length > 4 || Number(digits) > MAX_ROMAN) throw fault('tooBig');
  return Number(digits);
}

export interface RomanConversion {
  output: string;
  /** How the numeral reads, piece by piece: M, CM, XC, IV for MCMXCIV. */
  parts: RomanPart[];
}

/** Converts either way: a number (digits) to its numeral, a numeral to its number. */
export function convertRoman(input: string): RomanConversion {
  const text = input.trim();
  if (text === '') throw fault('blank');
  if (text.length > MAX_INPUT_CHARS) throw fault('tooLong', { max: MAX_INPUT_CHARS });
  const offset = input.length - input.trimStart().length;
  if (/^[+\-\d.,]/.test(text)) {
    const parts = romanParts(readNumber(text));
    return { output: parts.map((part) => part.text).join(''), parts };
  }
  const parts = parseRoman(text, offset);
  return { output: String(parts.reduce((sum, part) => sum + part.value, 0)), parts };
}
