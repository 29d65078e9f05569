/** The Roman numeral converter's words (one table, for translation). */
import { defineFaultWords } from '../../core/shared/fault-words';
import type { RomanPart } from './core';
import { fault } from './core/faults';

export const ROMAN_MESSAGES = {
  /** A refusal beside the one-line field, with the column of the letter at fault. */
  atColumn: (message: string, column: number) => `${message} (column ${column})`,
  breakdown: (parts: string) => `Read as ${parts}.`,
} as const;

/** How a numeral reads: 'Read as M + CM + XC + IV = 1000 + 900 + 90 + 4.' */
export const breakdownOf = (parts: readonly RomanPart[]) =>
  ROMAN_MESSAGES.breakdown(
    `${parts.map((part) => part.text).join(' + ')} = ${parts.map((part) => part.value).join(' + ')}`,
  );

const invalid = 'Not a Roman numeral';
const range = 'Out of range';

export const ROMAN_FAULTS = defineFaultWords(fault, {
  blank: { title: invalid, description: 'Type a number from 1 to 3999 or a Roman numeral.' },
  tooLong: {
    title: invalid,
    description: ({ max }) =>
      `Too long: the longest Roman numeral (3888, MMMDCCCLXXXVIII) has 15 letters; this has over ${max}.`,
  },
  badLetter: {
    title: invalid,
    description: ({ letter }) => `“${letter}” is not a Roman numeral letter: only I, V, X, L, C, D and M are.`,
  },
  repeatedFour: {
    title: invalid,
    description: ({ letter, fix }) =>
      `${letter} is repeated 4 times; no letter may stand more than three times in a row (write ${fix}).`,
  },
  tooManyM: { title: invalid, description: 'M is repeated 4 times: past MMMCMXCIX (3999) the standard numerals stop.' },
  fiveRepeated: {
    title: invalid,
    description: ({ letter, fix }) => `${letter} never repeats (${letter}${letter} is written ${fix}).`,
  },
  neverSubtracted: {
    title: invalid,
    description: ({ small, large }) =>
      `${small} is never subtracted: only I, X and C can stand before a larger letter, so ${small}${large} is not a numeral.`,
  },
  subtractedFrom: {
    title: invalid,
    description: ({ small, large, allowed }) =>
      `${small} can be subtracted only from ${allowed.join(' and ')}, not from ${large}.`,
  },
  oneSubtracted: {
    title: invalid,
    description: ({ small, large }) =>
      `Only one ${small} may stand before ${large}: a subtracted letter is never repeated.`,
  },
  outOfOrder: {
    title: invalid,
    description: ({ token, previous }) =>
      `${token} cannot follow ${previous}: letters must go from the largest value to the smallest.`,
  },
  notWhole: { title: range, description: 'Only whole numbers from 1 to 3999 have a Roman numeral.' },
  zero: { title: range, description: 'Roman numerals have no zero: the range is 1 to 3999.' },
  tooBig: {
    title: range,
    description: 'The largest standard Roman numeral is MMMCMXCIX (3999); 4000 and beyond need a bar over the letters.',
  },
});
