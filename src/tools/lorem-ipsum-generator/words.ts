import type { LoremUnit } from './core/options';

/** The unit's name, one and many. */
export const UNIT_WORDS: Readonly<Record<LoremUnit, readonly [string, string]>> = {
  paragraphs: ['paragraph', 'paragraphs'],
  sentences: ['sentence', 'sentences'],
  words: ['word', 'words'],
};

const number = (n: number) => n.toLocaleString('en');

/** The Lorem Ipsum Generator's words (one table, for translation). */
export const LOREM_MESSAGES = {
  blank: 'Please enter how many to generate',
  invalidTitle: 'Not a count',
  invalid: (unit: LoremUnit, max: number) =>
    `Enter a whole number of ${UNIT_WORDS[unit][1]}, from 1 to ${number(max)}.`,
  tooManyTitle: 'Too many',
  tooMany: (unit: LoremUnit, asked: string, max: number) =>
    `Up to ${number(max)} ${UNIT_WORDS[unit][1]} at a time: ${asked} is too many. Generate in parts, or fewer.`,
  hint: (unit: LoremUnit, max: number) => `How many ${UNIT_WORDS[unit][1]}, from 1 to ${number(max)}.`,
} as const;
