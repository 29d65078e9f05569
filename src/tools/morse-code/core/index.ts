/**
 * Text ⇄ Morse code. Text → Morse: letters a space apart, words apart by ' / ' or by a gap of three spaces, lines
 * kept; a character with no code is left out and named with its line and column. Morse → text: letters apart by
 * spaces, words by '/' or two spaces or more; a code that is no letter, or a character that is not a dot or a dash,
 * is left out and named. Lines are kept as they are.
 */
import {
  spellLine,
  translateLines,
  type LeftOut,
  type LeftOutList,
  type LineTranslation,
} from '../../../core/shared/left-out';
import { requireText } from '../../../core/shared/require-text';
import { MORSE_CODES, MORSE_LETTERS } from './alphabet';
import { fault } from './faults';

export { MORSE_CODES, MORSE_LETTERS } from './alphabet';
export { fault, type MorseFaults } from './faults';

export const MORSE_ACTIONS = { toMorse: 'text-to-morse', toText: 'morse-to-text' } as const;

export type MorseWordGap = 'slash' | 'gap';

export interface MorseOptions {
  /** Between words in the Morse written: ' / ' or three spaces. */
  wordGap: MorseWordGap;
  /** Playing speed in words per minute (PARIS), as a select's value. */
  wpm: string;
  /** Farnsworth: the overall speed the gaps are stretched to ('off', or words per minute below `wpm`). */
  farnsworth: string;
}

export const MORSE_DEFAULTS: MorseOptions = { wordGap: 'slash', wpm: '20', farnsworth: 'off' };

const WORD_GAPS: Record<MorseWordGap, string> = { slash: ' / ', gap: '   ' };

export type MorseUnknown = LeftOut;

export type MorseTranslation = LineTranslation;

/** Each character's code, lower case too (looked up once per character, not upper-cased each time). */
const CODE_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(MORSE_CODES).flatMap(([char, code]) => [
    [char, code],
    [char.toLowerCase(), code],
  ]),
);

/** Text as Morse code; characters with no code are left out and listed. */
export function textToMorse(text: string, wordGap: MorseWordGap = 'slash'): MorseTranslation {
  const gap = WORD_GAPS[wordGap];
  return translateLines(text, (line, n, unknowns) => spellLine(line, n, CODE_OF, gap, unknowns));
}

/** Dots and dashes as typed or pasted: '.', '·', '•' are dots; '-', '_', '−', '–', '—' are dashes. */
const DOTS = /[·•]/g;
const DASHES = /[_−–—]/g;
/** A word break in Morse: a slash (spaces around it or not), or two spaces or more. */
const TOKEN = /\/|\s{2,}|[^\s/]+/g;

export interface MorseToken {
  /** The code with '.' and '-' (empty for a word break). */
  code: string;
  column: number;
  wordBreak: boolean;
}

/** The Morse tokens of one line: letters (codes) and word breaks, with their columns. */
export function morseTokens(line: string): MorseToken[] {
  const tokens: MorseToken[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(line); match; match = TOKEN.exec(line)) {
    const token = match[0];
    const first = token.charCodeAt(0);
    const wordBreak = token === '/' || first === 32 || /^\s/.test(token);
    const code = wordBreak ? '' : /[·•_−–—]/.test(token) ? token.replace(DOTS, '.').replace(DASHES, '-') : token;
    tokens.push({ code, column: match.index + 1, wordBreak });
  }
  return tokens;
}

/** The text of one line of Morse. */
function lineToText(line: string, lineNumber: number, unknowns: LeftOutList): string {
  const out: string[] = [];
  let pendingSpace = false;
  for (const { code, column, wordBreak } of morseTokens(line)) {
    if (wordBreak) {
      pendingSpace = out.length > 0;
      continue;
    }
    const letter = MORSE_LETTERS.get(code);
    if (letter === undefined) {
      unknowns.add(code, lineNumber, column);
      continue;
    }
    if (pendingSpace) out.push(' ');
    out.push(letter);
    pendingSpace = false;
  }
  return out.join('');
}

/** Morse code as text (capitals: Morse has no case); codes that are not letters are left out and listed. */
export function morseToText(text: string): MorseTranslation {
  return translateLines(text, (line, n, unknowns) => lineToText(line, n, unknowns));
}

/**
 * The longest input translated, in characters: text → Morse writes about four characters for each one, and the
 * output must stay a string V8 can hold (measured in Node: about 100 ms per MB of text, 50 ms per MB of Morse).
 */
export const MORSE_MAX_CHARS = 50_000_000;

/** An action on the whole text (what the worker runs), refusing blank and too long input. */
export function translateMorse(action: string, text: string, { wordGap }: Pick<MorseOptions, 'wordGap'>) {
  const toMorse = action === MORSE_ACTIONS.toMorse;
  requireText(text, () => fault(toMorse ? 'blankText' : 'blankMorse'));
  if (text.length > MORSE_MAX_CHARS) throw fault('tooLong', { chars: text.length, limit: MORSE_MAX_CHARS });
  return toMorse ? textToMorse(text, wordGap) : morseToText(text);
}

/** Whether a text is Morse code: only dots, dashes, spaces, slashes and line breaks, with at least one dot or dash. */
export const isMorse = (text: string) => /^[.\-\s/]+$/.test(text) && /[.-]/.test(text);
