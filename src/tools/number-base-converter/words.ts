/** The number base converter's words, one catalogue: its fault, the bases' names and their digits. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { DIGITS, type Base } from './core';
import { fault } from './core/faults';

/** Shown in the field when a conversion fails (spec section 5). */
export const INVALID_BASE_INPUT = 'Invalid input for the selected base';
/** The notice that goes with it: the fault every failed conversion throws. */
export const CONVERSION_ERROR_TITLE = 'Conversion error';

export const NUMBER_BASE_FAULTS = defineFaultWords(fault, {
  invalid: { title: CONVERSION_ERROR_TITLE, description: 'Please check your input value and selected bases.' },
});

export const BASE_NAMES: Record<Base, string> = {
  2: 'Binary',
  8: 'Octal',
  10: 'Decimal',
  16: 'Hexadecimal',
  32: 'Base 32',
  36: 'Base 36',
};

/** The digits a base accepts, e.g. '0-9, A-F' for 16. */
export function baseHint(base: Base): string {
  if (base === 2) return '0 and 1';
  if (base <= 10) return `0-${DIGITS[base - 1]}`;
  return `0-9, A-${DIGITS[base - 1]}`;
}
