/** Every visible string of the percentage calculator's core: its errors and the sentences under its result. */
import { MAX_EXPONENT } from '../../../core/shared/rational';

export const PERCENTAGE_MESSAGES = {
  errorTitle: 'Cannot calculate',
  notANumber: (which: string, text: string) =>
    `${which} is not a number: "${text}". Type digits with an optional sign, decimal point and exponent (1.5, -20, 2e3).`,
  tooLong: (which: string, limit: number) => `${which} is longer than ${limit} characters.`,
  exponentTooLarge: (which: string) => `${which} has an exponent beyond ±${MAX_EXPONENT}.`,
  missing: (which: string) => `${which} is empty: type a number.`,
  percentOfZero: 'No number is a percentage of 0: the whole (Y) must not be 0.',
  changeFromZero: 'There is no percentage change from 0: the starting value (X) must not be 0.',
  rounded: (significant: number) =>
    `It does not end: shown rounded half away from zero to ${significant} significant digits.`,
  repeats: (form: string) => `Its digits repeat: ${form}.`,
  roundedLong: (significant: number) =>
    `Its exact decimal is long: shown rounded half away from zero to ${significant} significant digits.`,
} as const;
