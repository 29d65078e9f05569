/** The percentage calculator's words: its faults and the sentences under its result. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault, type PercentageField } from './core/faults';

export const PERCENTAGE_MESSAGES = {
  errorTitle: 'Cannot calculate',
  rounded: (significant: number) =>
    `It does not end: shown rounded half away from zero to ${significant} significant digits.`,
  repeats: (form: string) => `Its digits repeat: ${form}.`,
  roundedLong: (significant: number) =>
    `Its exact decimal is long: shown rounded half away from zero to ${significant} significant digits.`,
} as const;

/** Each field as a fault names it. */
const FIELD_NAMES: Record<PercentageField, string> = {
  percentage: 'The percentage (X)',
  number: 'The number (Y)',
  part: 'The part (X)',
  whole: 'The whole (Y)',
  start: 'The starting value (X)',
  new: 'The new value (Y)',
};

const title = PERCENTAGE_MESSAGES.errorTitle;

export const PERCENTAGE_FAULTS = defineFaultWords(fault, {
  missing: { title, description: ({ field }) => `${FIELD_NAMES[field]} is empty: type a number.` },
  tooLong: { title, description: ({ field, limit }) => `${FIELD_NAMES[field]} is longer than ${limit} characters.` },
  exponentTooLarge: {
    title,
    description: ({ field, limit }) => `${FIELD_NAMES[field]} has an exponent beyond ±${limit}.`,
  },
  notANumber: {
    title,
    description: ({ field, text }) =>
      `${FIELD_NAMES[field]} is not a number: "${text}". Type digits with an optional sign, decimal point and exponent (1.5, -20, 2e3).`,
  },
  percentOfZero: { title, description: 'No number is a percentage of 0: the whole (Y) must not be 0.' },
  changeFromZero: {
    title,
    description: 'There is no percentage change from 0: the starting value (X) must not be 0.',
  },
});
