/** Every visible string of the unit converter's core: its errors, headings and notes. */
import { MAX_EXPONENT } from '../../core/shared/rational';

export const UNIT_MESSAGES = {
  errorTitle: 'Cannot convert',
  noNumber: (text: string) =>
    `"${text}" does not start with a number: type a quantity and a unit, such as 5 cm or 72 °F to °C.`,
  noUnit: 'A unit is missing after the number: type one, such as 5 cm.',
  unknownUnit: (unit: string) => `Unknown unit: "${unit}".`,
  ambiguousUnit: (unit: string, choices: string) => `"${unit}" could be ${choices}: type it with its case.`,
  otherKinds: (from: string, fromKind: string, to: string, toKind: string) =>
    `${from} is a ${fromKind} unit and ${to} a ${toKind} one: they do not convert.`,
  transferNeeds: (size: string, rate: string) =>
    `A transfer time takes a data size at a data rate (1.5 GB at 100 Mbit/s): ${size} at ${rate} is not one.`,
  transferTarget: (unit: string) => `A transfer time converts to a time unit: ${unit} is not one.`,
  zeroRate: 'A transfer at 0 bit/s never ends: type a rate above 0.',
  tooLong: (limit: number) => `The input is longer than ${limit} characters.`,
  exponentTooLarge: `The number has an exponent beyond ±${MAX_EXPONENT}.`,
  belowAbsoluteZero: (text: string) => `${text} is below absolute zero (0 K).`,
  everyUnit: (kind: string) => `Every ${kind} unit:`,
  takes: 'takes',
  roundedNote: (digits: number) =>
    `Exact by definition; ≈ marks a result that does not end (or goes through π), rounded half away from zero to ${digits} significant digits.`,
  fullPrecision: 'Full precision',
  fullPrecisionHint: 'Rounded (≈) results to 15 significant digits instead of 6.',
  kbNote: 'KB is read as kB, 1000 bytes (SI); type KiB for 1024 bytes (IEC).',
} as const;
