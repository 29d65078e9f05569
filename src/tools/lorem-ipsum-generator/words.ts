/** The Lorem Ipsum Generator's words (one table, for translation): its hint, its faults, its units' names. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatCount } from '../../core/shared/format';
import { fault } from './core/faults';
import type { LoremUnit } from './core/options';

/** The unit's name, one and many. */
export const UNIT_WORDS: Readonly<Record<LoremUnit, readonly [string, string]>> = {
  paragraphs: ['paragraph', 'paragraphs'],
  sentences: ['sentence', 'sentences'],
  words: ['word', 'words'],
};

export const LOREM_MESSAGES = {
  blank: 'Please enter how many to generate',
  hint: (unit: LoremUnit, max: number) => `How many ${UNIT_WORDS[unit][1]}, from 1 to ${formatCount(max)}.`,
} as const;

export const LOREM_FAULTS = defineFaultWords(fault, {
  invalid: {
    title: 'Not a count',
    description: ({ unit, max }) => `Enter a whole number of ${UNIT_WORDS[unit][1]}, from 1 to ${formatCount(max)}.`,
  },
  tooMany: {
    title: 'Too many',
    description: ({ unit, asked, max }) =>
      `Up to ${formatCount(max)} ${UNIT_WORDS[unit][1]} at a time: ${asked} is too many. Generate in parts, or fewer.`,
  },
});
