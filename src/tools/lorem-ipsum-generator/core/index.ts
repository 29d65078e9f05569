/**
 * Lorem ipsum: paragraphs, sentences or words of the classic pseudo-Latin, random from `crypto.getRandomValues`
 * (through the password generator's unbiased `RandomSource`), optionally starting with "Lorem ipsum dolor sit amet"
 * and wrapped in <p>.
 */
import { RandomSource } from '../../../core/shared/random';
import { fault } from './faults';
import { LOREM_LIMITS, type LoremOptions, type LoremUnit } from './options';

export { LOREM_DEFAULTS, LOREM_LIMITS, type LoremOptions, type LoremUnit } from './options';
export { fault, type LoremFaults } from './faults';

/** The words of the classic text (Cicero's De finibus as the printers' lorem ipsum has it), without repeats. */
export const LOREM_WORDS = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore ' +
  'magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo consequat ' +
  'duis aute irure in reprehenderit voluptate velit esse cillum eu fugiat nulla pariatur excepteur sint occaecat ' +
  'cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum perspiciatis unde omnis iste ' +
  'natus error voluptatem accusantium doloremque laudantium totam rem aperiam eaque ipsa quae ab illo inventore ' +
  'veritatis quasi architecto beatae vitae dicta explicabo nemo ipsam quia voluptas aspernatur aut odit fugit ' +
  'consequuntur magni dolores eos ratione sequi nesciunt neque porro quisquam dolorem adipisci numquam eius modi ' +
  'tempora incidunt magnam quaerat minima nostrum exercitationem ullam corporis suscipit laboriosam aliquid commodi ' +
  'consequatur autem vel eum iure quam nihil molestiae illum fugiat quo'
)
  .split(' ')
  .filter((word, i, all) => all.indexOf(word) === i);

/** The classic opening, as a sentence and as words. */
export const CLASSIC_SENTENCE = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';
const CLASSIC_WORDS = ['lorem', 'ipsum', 'dolor', 'sit', 'amet'];

/** Words per sentence and sentences per paragraph (inclusive ranges). */
const SENTENCE_WORDS = [6, 16] as const;
const PARAGRAPH_SENTENCES = [3, 7] as const;

const between = (random: RandomSource, [low, high]: readonly [number, number]) => low + random.index(high - low + 1);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A sentence: capitalised, a comma now and then (never after the first or the last two words), a full stop. */
function sentence(random: RandomSource): string {
  const count = between(random, SENTENCE_WORDS);
  const words: string[] = [];
  for (let i = 0; i < count; i++) {
    const word = random.pick(LOREM_WORDS);
    words.push(i > 0 && i < count - 2 && random.index(8) === 0 ? `${word},` : word);
  }
  words[words.length - 1] = words[words.length - 1].replace(/,$/, '');
  return `${capitalised(words.join(' '))}.`;
}

function sentences(random: RandomSource, count: number, classic: boolean): string[] {
  const out = classic && count > 0 ? [CLASSIC_SENTENCE] : [];
  while (out.length < count) out.push(sentence(random));
  return out;
}

function words(random: RandomSource, count: number, classic: boolean): string {
  const out = classic ? CLASSIC_WORDS.slice(0, count) : [];
  while (out.length < count) out.push(random.pick(LOREM_WORDS));
  return classic ? capitalised(out.join(' ')) : out.join(' ');
}

/** The count typed: a whole number from 1 to the unit's limit, else a fault with the limit. */
export function parseCount(text: string, unit: LoremUnit): number {
  const typed = text.trim().replace(/[,_\s]/g, '');
  const max = LOREM_LIMITS[unit];
  if (!/^\d+$/.test(typed) || Number(typed) < 1) throw fault('invalid', { unit, max });
  const count = Number(typed);
  if (count > max) throw fault('tooMany', { unit, asked: text.trim(), max });
  return count;
}

/** Lorem ipsum of `count` units; paragraphs are separated by a blank line, or each in <p>…</p> on a line. */
export function generateLorem(
  count: number,
  { unit, classic, html }: LoremOptions,
  random: RandomSource = new RandomSource(),
): string {
  let paragraphs: string[];
  if (unit === 'words') paragraphs = [words(random, count, classic)];
  else if (unit === 'sentences') paragraphs = [sentences(random, count, classic).join(' ')];
  else
    paragraphs = Array.from({ length: count }, (_, i) =>
      sentences(random, between(random, PARAGRAPH_SENTENCES), classic && i === 0).join(' '),
    );
  return html ? paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n') : paragraphs.join('\n\n');
}

/** Words in a paragraph and a sentence on average (5 sentences of 11 words). */
const AVERAGE_WORDS: Readonly<Record<LoremUnit, number>> = { paragraphs: 55, sentences: 11, words: 1 };

/**
 * Up to this many words (some 35 KB) the page makes them as you type: in Node on the shared machine 100,000 words
 * took 50-110 ms, 10,000 sentences 110-150 ms, 1,000 paragraphs 35-85 ms; 5,000 words take a few ms.
 */
export const LOREM_PAGE_WORDS = 5_000;

/**
 * Whether the count typed asks more than the page makes as you type; an unreadable count or one past the limit is
 * the page's to refuse, at once.
 */
export function loremTooMuchForPage(text: string, { unit }: Pick<LoremOptions, 'unit'>): boolean {
  const count = Number(text.trim().replace(/[,_\s]/g, ''));
  return count <= LOREM_LIMITS[unit] && count * AVERAGE_WORDS[unit] > LOREM_PAGE_WORDS;
}

/** The tool's one action: the count typed, in the chosen unit. */
export const generateLoremText = (text: string, options: LoremOptions): string =>
  generateLorem(parseCount(text, options.unit), options);
