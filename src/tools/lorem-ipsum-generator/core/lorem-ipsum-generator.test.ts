import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RandomSource } from '../../../core/shared/random';
import {
  CLASSIC_SENTENCE,
  generateLorem,
  fault,
  generateLoremText,
  LOREM_LIMITS,
  LOREM_WORDS,
  loremTooMuchForPage,
  parseCount,
  type LoremOptions,
  type LoremUnit,
} from '.';

const options = (unit: LoremUnit, classic = false, html = false): LoremOptions => ({ unit, classic, html });
const UNITS: LoremUnit[] = ['paragraphs', 'sentences', 'words'];
const SENTENCE = /^[A-Z][a-z]*(,? [a-z]+)* [a-z]+\.$/;
const WORD_SET = new Set(LOREM_WORDS);

/** A random source from fast-check's seed, so a failure replays. */
const seeded = (seed: number) =>
  new RandomSource((values) => values.forEach((_, i) => (values[i] = seed = (seed * 1103515245 + 12345) >>> 0)));

/** The parameters of the fault `key` that `run` throws. */
function caught(run: () => unknown, key: 'invalid' | 'tooMany') {
  try {
    run();
  } catch (error) {
    if (fault.is(error, key)) return error.params;
    throw error;
  }
  throw new Error('no fault');
}

describe('parseCount', () => {
  it('reads whole numbers, with thousands separators', () => {
    expect(parseCount(' 12 ', 'words')).toBe(12);
    expect(parseCount('1,000', 'paragraphs')).toBe(1000);
  });

  it('refuses what is not a count, and counts past the limit, with the limit', () => {
    for (const text of ['0', '-3', '2.5', 'five', '1e3'])
      expect(caught(() => parseCount(text, 'words'), 'invalid')).toEqual({ unit: 'words', max: 100_000 });
    expect(caught(() => parseCount(' 1001 ', 'paragraphs'), 'tooMany')).toEqual({
      unit: 'paragraphs',
      asked: '1001',
      max: 1000,
    });
    expect(caught(() => parseCount('99999999999999999999', 'sentences'), 'tooMany')).toMatchObject({ max: 10_000 });
  });
});

describe('generateLorem', () => {
  it('starts with the classic words and sentence when asked', () => {
    expect(generateLorem(2, options('words', true))).toBe('Lorem ipsum');
    expect(generateLorem(8, options('words', true))).toMatch(/^Lorem ipsum dolor sit amet( [a-z]+){3}$/);
    expect(generateLorem(3, options('sentences', true)).startsWith(`${CLASSIC_SENTENCE} `)).toBe(true);
    expect(generateLorem(2, options('paragraphs', true, true))).toMatch(
      /^<p>Lorem ipsum dolor sit amet, .*<\/p>\n<p>.*<\/p>$/,
    );
  });

  it('gives the count asked, of words from the list, in sentences and paragraphs (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(...UNITS),
        fc.boolean(),
        fc.integer(),
        (count, unit, classic, seed) => {
          const text = generateLorem(count, options(unit, classic), seeded(seed));
          const words = text.toLowerCase().replace(/[.,]/g, '').split(/\s+/);
          expect(words.every((word) => WORD_SET.has(word))).toBe(true);
          if (unit === 'words') expect(words.length).toBe(count);
          const sentences = text.split(/(?<=\.)\s+/);
          if (unit === 'sentences') expect(sentences.length).toBe(count);
          if (unit !== 'words') for (const sentence of sentences) expect(sentence).toMatch(SENTENCE);
          if (unit === 'paragraphs') expect(text.split('\n\n').length).toBe(count);
        },
      ),
    );
  });

  it('wraps each paragraph in <p> on a line of its own', () => {
    const html = generateLorem(4, options('paragraphs', false, true));
    const lines = html.split('\n');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).toMatch(/^<p>[A-Z][A-Za-z ,.]+<\/p>$/);
  });

  it('draws anew each time from crypto.getRandomValues', () => {
    const first = generateLorem(3, options('paragraphs'));
    expect(generateLorem(3, options('paragraphs'))).not.toBe(first);
  });

  it('makes the largest request of each unit quickly and within some 600 KB', () => {
    for (const unit of UNITS) {
      const started = performance.now();
      const text = generateLoremText(String(LOREM_LIMITS[unit]), options(unit, true, true));
      const took = performance.now() - started;
      expect(text.length).toBeLessThan(1_000_000);
      expect(took).toBeLessThan(500); // generous: a shared machine; the README gives the measured figures
    }
  });
});

describe('loremTooMuchForPage', () => {
  it('sends large requests to the worker, and leaves bad or too large counts to the page to refuse', () => {
    expect(loremTooMuchForPage('50', { unit: 'paragraphs' })).toBe(false);
    expect(loremTooMuchForPage('500', { unit: 'paragraphs' })).toBe(true);
    expect(loremTooMuchForPage('5,000', { unit: 'words' })).toBe(false);
    expect(loremTooMuchForPage('20000', { unit: 'words' })).toBe(true);
    expect(loremTooMuchForPage('1000000', { unit: 'words' })).toBe(false);
    expect(loremTooMuchForPage('lots', { unit: 'words' })).toBe(false);
  });
});
