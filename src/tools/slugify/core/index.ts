/**
 * URL slugs: the text transliterated to ASCII (é → e, ß → ss, Ж → zh), its words of letters and digits joined by a
 * separator, in lower case or as typed, optionally without English stop words and cut to a maximum length between
 * words. Batch mode makes one slug a line. See README.md.
 */
import { fault } from './faults';
import { transliterate } from './transliterate';

export { fault, type SlugifyFaults } from './faults';
export { transliterate } from './transliterate';

export type SlugSeparator = 'dash' | 'underscore' | 'dot' | 'none';

export interface SlugifyOptions {
  separator: SlugSeparator;
  /** 'lower': a-z and 0-9 only; 'keep': the letters' case as typed (after transliteration). */
  letterCase: 'lower' | 'keep';
  /** The most characters a slug has, as typed ('' for no limit). */
  maxLength: string;
  stopWords: boolean;
  /** One slug a line, instead of one slug of the whole text. */
  batch: boolean;
}

export const SLUGIFY_DEFAULTS: SlugifyOptions = {
  separator: 'dash',
  letterCase: 'lower',
  maxLength: '',
  stopWords: false,
  batch: false,
};

export const SEPARATORS: Readonly<Record<SlugSeparator, string>> = { dash: '-', underscore: '_', dot: '.', none: '' };

/** The largest maximum length accepted (a URL segment longer than this is no slug). */
export const MAX_LENGTH_LIMIT = 10_000;

/** The longest text taken, in characters. */
export const SLUGIFY_MAX_CHARS = 50_000_000;

/** English words a slug usually leaves out. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by for from in into is it nor of off on or so than that the then this to ' +
    'via was were with yet'
  ).split(' '),
);

const WORD = /[A-Za-z0-9]+/g;
// An apostrophe joins its word (don't → dont, not don-t); '&' is read as a word.
const APOSTROPHES = /['\u2019\u02bc]/g;
const AMPERSAND = /&/g;

/** The maximum length as a number (Infinity for none); a ToolError when it is not a whole number in range. */
export function parseMaxLength(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return Infinity;
  const value = /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!(value >= 1 && value <= MAX_LENGTH_LIMIT)) throw fault('badMaxLength', { limit: MAX_LENGTH_LIMIT });
  return value;
}

/** The text in ASCII, apostrophes taken out, '&' as a word (no line break is added nor removed). */
const asciiOf = (text: string) => transliterate(text).replace(APOSTROPHES, '').replace(AMPERSAND, ' and ');

/** The words of a text already in ASCII, after its case and stop words are seen to. */
function slugWords(ascii: string, { letterCase, stopWords }: SlugifyOptions): string[] {
  const words = (letterCase === 'lower' ? ascii.toLowerCase() : ascii).match(WORD) ?? [];
  if (!stopWords) return words;
  const kept = words.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  // A title made only of stop words ("Of the And") keeps them: an empty slug says nothing.
  return kept.length > 0 ? kept : words;
}

/**
 * The words that fit in `max` characters with their separators, never a word cut: only a first word longer than
 * `max` by itself is cut, since a slug of nothing is worse.
 */
function fitWords(words: string[], separator: string, max: number): string[] {
  if (max === Infinity) return words;
  const kept: string[] = [];
  let length = 0;
  for (const word of words) {
    const added = (kept.length > 0 ? separator.length : 0) + word.length;
    if (length + added > max) break;
    kept.push(word);
    length += added;
  }
  return kept.length === 0 && words.length > 0 ? [words[0].slice(0, max)] : kept;
}

const slugOf = (ascii: string, options: SlugifyOptions, max: number) => {
  const separator = SEPARATORS[options.separator];
  return fitWords(slugWords(ascii, options), separator, max).join(separator);
};

/** The slug of a text, or with `batch` one slug for each line (blank lines kept). */
export function slugify(text: string, options: SlugifyOptions = SLUGIFY_DEFAULTS): string {
  const max = parseMaxLength(options.maxLength);
  if (text.length > SLUGIFY_MAX_CHARS) throw fault('tooLong', { chars: text.length, limit: SLUGIFY_MAX_CHARS });
  // Transliterated whole, then split: one normalisation, not one a line.
  const ascii = asciiOf(text);
  if (!options.batch) return slugOf(ascii, options, max);
  return ascii
    .split('\n')
    .map((line) => slugOf(line, options, max))
    .join('\n');
}
