/** The binary converter's words, one catalogue: its faults, its formats' names and its notices. */
import { defineFaultWords } from '../../core/shared/fault-words';
import type { ByteFormat } from './core';
import { fault } from './core/faults';

export const FORMAT_LABELS: Record<ByteFormat, string> = {
  text: 'Text (ASCII / UTF-8)',
  binary: 'Binary',
  decimal: 'Decimal',
  hexadecimal: 'Hexadecimal',
  octal: 'Octal',
};

/** Spec sections 5 and 8. */
export const EMPTY_INPUT_MESSAGE = 'Please enter a value to convert';
export const INVALID_INPUT_MESSAGE = 'Invalid input for the selected format';
export const SWAP_TEXT_MESSAGE = 'Cannot swap when using text format';
export const CONVERTED_MESSAGE = 'Conversion completed';
export const SWAPPED_MESSAGE = 'Formats swapped';
export const TOO_LONG_TITLE = 'Input too long';

export const BINARY_FAULTS = defineFaultWords(fault, {
  empty: { title: EMPTY_INPUT_MESSAGE },
  invalid: { title: INVALID_INPUT_MESSAGE },
  tooLong: {
    title: TOO_LONG_TITLE,
    description: ({ limit }) =>
      `The binary converter takes up to ${limit.toLocaleString('en-US')} characters at a time.`,
  },
});
