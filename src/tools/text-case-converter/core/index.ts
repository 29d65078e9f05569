/**
 * The eight cases of the text case converter. Identifier cases (camelCase and the rest) split words
 * with change-case, which understands acronyms ('XMLHttpRequest'), digits and Unicode letters;
 * Title and Sentence case keep the text's punctuation and spacing and only change letters.
 */
import { camelCase, kebabCase, pascalCase, snakeCase } from 'change-case';

export const TEXT_CASES = ['upper', 'lower', 'title', 'sentence', 'camel', 'pascal', 'snake', 'kebab'] as const;
export type TextCase = (typeof TEXT_CASES)[number];

/** A word: letters, marks and digits, with inner apostrophes ("it's", "don’t"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;

const capitalise = (word: string) => {
  const [first = '', ...rest] = word;
  return first.toUpperCase() + rest.join('').toLowerCase();
};

/**
 * Whether a word keeps its letters as typed: acronyms and inner capitals ('HTTP', 'iPhone', 'JavaScript').
 * In text with no lower-case letters at all (shouting), nothing is kept.
 */
const keepsCase = (word: string, shouting: boolean) => !shouting && UPPER.test([...word].slice(1).join(''));

/** Text with no lower-case letter at all: title and sentence case then change every word. */
const isShouting = (text: string) => !LOWER.test(text);

function titleCase(text: string, shouting: boolean): string {
  return text.replace(WORD, (word) => (keepsCase(word, shouting) ? word : capitalise(word)));
}

/** Sentences start the text, follow '.', '!' or '?' and a blank, or start a new line. */
const SENTENCE_BREAK = /[.!?…][\s"'”’)\]]*\s|\n/u;

function sentenceCase(text: string, shouting: boolean): string {
  let previousEnd = 0;
  return text.replace(WORD, (word, offset: number) => {
    const gap = text.slice(previousEnd, offset);
    const startsSentence = previousEnd === 0 || SENTENCE_BREAK.test(gap);
    previousEnd = offset + word.length;
    if (keepsCase(word, shouting)) return word;
    if (startsSentence || word.toLowerCase() === 'i' || /^i['’]/i.test(word)) return capitalise(word);
    return word.toLowerCase();
  });
}

/** Identifier cases convert each line on its own; apostrophes are dropped so "it's" stays one word. */
const perLine = (text: string, convert: (line: string) => string) =>
  text
    .normalize('NFC')
    .split(/\r?\n/)
    .map((line) => convert(line.replace(/['’]/g, '')))
    .join('\n');

const IDENTIFIER_OPTIONS = { mergeAmbiguousCharacters: true };

/** Each case's conversion of a piece of a text; `shouting` is about the whole text. */
const CONVERTERS: Record<TextCase, (text: string, shouting: boolean) => string> = {
  upper: (text) => text.toUpperCase(),
  lower: (text) => text.toLowerCase(),
  title: titleCase,
  sentence: sentenceCase,
  camel: (text) => perLine(text, (line) => camelCase(line, IDENTIFIER_OPTIONS)),
  pascal: (text) => perLine(text, (line) => pascalCase(line, IDENTIFIER_OPTIONS)),
  snake: (text) => perLine(text, (line) => snakeCase(line)),
  kebab: (text) => perLine(text, (line) => kebabCase(line)),
};

/**
 * The conversion to `to` for `text` or any run of its whole lines: line-local once `shouting` is known for the
 * whole text, so a worker may convert a long text block by block.
 */
export function caseTransform(text: string, to: TextCase): (block: string) => string {
  const shouting = (to === 'title' || to === 'sentence') && isShouting(text);
  return (block) => CONVERTERS[to](block, shouting);
}

export function convertCase(text: string, to: TextCase): string {
  return caseTransform(text, to)(text);
}

/**
 * From this many characters the conversion runs in a worker instead of as you type. Measured in V8 (Node 20):
 * about 100 ms per MB for title, sentence and the identifier cases, so 128 K characters take about 12 ms.
 */
export const CASE_WORKER_FROM_CHARS = 128 * 1024;
