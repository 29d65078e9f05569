/**
 * Text ⇄ the ICAO/NATO spelling alphabet. Text → NATO: one word a character, a space apart, words of the text
 * ' / ' apart, lines kept; a character with no word is left out and named with its line and column. NATO → text:
 * words (any case, the common variants too) apart by spaces, '/' between words of the text; a word that is not in
 * the alphabet is left out and named.
 */
import {
  spellLine,
  translateLines,
  type LeftOut,
  type LeftOutList,
  type LineTranslation,
} from '../../../core/shared/left-out';
import { requireText } from '../../../core/shared/require-text';
import { ICAO_DIGITS, NATO_ALIASES, NATO_DIGITS, NATO_LETTERS, NATO_PUNCTUATION } from './alphabet';
import { fault } from './faults';

export { fault, type NatoFaults } from './faults';
export { ICAO_DIGITS, NATO_DIGITS, NATO_LETTERS, NATO_PUNCTUATION } from './alphabet';

export const NATO_ACTIONS = { toNato: 'text-to-nato', toText: 'nato-to-text' } as const;

export interface NatoOptions {
  /** Figures as words ('One', 'Three') or with ICAO's pronunciations ('Wun', 'Tree'). */
  digits: 'words' | 'icao';
}

export const NATO_DEFAULTS: NatoOptions = { digits: 'words' };

/** The longest input spelled, in characters (text → NATO writes some seven characters for each). */
export const NATO_MAX_CHARS = 20_000_000;

export type NatoUnknown = LeftOut;

export type NatoTranslation = LineTranslation;

/** Each character's word with these options (lower case letters too). */
function wordsFor({ digits }: NatoOptions): ReadonlyMap<string, string> {
  const figures = digits === 'icao' ? ICAO_DIGITS : NATO_DIGITS;
  return new Map([
    ...Object.entries(NATO_LETTERS).flatMap(([letter, word]) => [
      [letter, word],
      [letter.toLowerCase(), word],
    ]),
    ...figures.map((word, digit) => [String(digit), word]),
    ...Object.entries(NATO_PUNCTUATION),
  ] as [string, string][]);
}

const WORDS = { words: wordsFor({ digits: 'words' }), icao: wordsFor({ digits: 'icao' }) };

/** Text spelled in the NATO alphabet; characters without a word are left out and listed. */
export function textToNato(text: string, options: NatoOptions = NATO_DEFAULTS): NatoTranslation {
  const words = WORDS[options.digits];
  return translateLines(text, (line, n, unknowns) => spellLine(line, n, words, ' / ', unknowns));
}

/** Every word and variant read back (lower case, with one space inside names of two words), to its character. */
const CHARACTER_OF: ReadonlyMap<string, string> = new Map([
  ...Object.entries(NATO_LETTERS).map(([letter, word]) => [word.toLowerCase(), letter]),
  ...NATO_DIGITS.map((word, digit) => [word.toLowerCase(), String(digit)]),
  ...ICAO_DIGITS.map((word, digit) => [word.toLowerCase(), String(digit)]),
  ...Object.entries(NATO_PUNCTUATION).map(([char, word]) => [word.toLowerCase(), char]),
  ...Object.entries(NATO_ALIASES),
] as [string, string][]);

/** A word of the input, or '/' between words of the text, with its column. */
const TOKEN = /\/|[^\s/]+/g;

function lineToText(line: string, lineNumber: number, unknowns: LeftOutList): string {
  const tokens = [...line.matchAll(TOKEN)];
  let out = '';
  let pendingSpace = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i][0];
    if (token === '/') {
      pendingSpace = out !== '';
      continue;
    }
    // Names of two words ('Question mark', 'X ray') first, then one.
    const next = tokens[i + 1]?.[0];
    const pair = next && next !== '/' ? CHARACTER_OF.get(`${token} ${next}`.toLowerCase()) : undefined;
    const char = pair ?? CHARACTER_OF.get(token.toLowerCase());
    if (char === undefined) {
      unknowns.add(token, lineNumber, (tokens[i].index ?? 0) + 1);
      continue;
    }
    if (pair !== undefined) i++;
    out += (pendingSpace ? ' ' : '') + char;
    pendingSpace = false;
  }
  return out;
}

/** NATO words read back as text (capitals); words that are not in the alphabet are left out and listed. */
export function natoToText(text: string): NatoTranslation {
  return translateLines(text, (line, n, unknowns) => lineToText(line, n, unknowns));
}

/** An action on the whole text (what the worker runs), refusing blank and too long input. */
export function translateNato(action: string, text: string, options: NatoOptions): NatoTranslation {
  const toNato = action === NATO_ACTIONS.toNato;
  requireText(text, () => fault(toNato ? 'blankText' : 'blankWords'));
  if (text.length > NATO_MAX_CHARS) throw fault('tooLong', { chars: text.length, limit: NATO_MAX_CHARS });
  return toNato ? textToNato(text, options) : natoToText(text);
}
