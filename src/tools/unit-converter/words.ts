/** The unit converter's words: its faults, the names of the kinds, the headings and notes of a result. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault, type KindId, type UnitNote } from './core';

export const UNIT_MESSAGES = {
  errorTitle: 'Cannot convert',
  everyUnit: (kind: string) => `Every ${kind} unit:`,
  /** A transfer time's heading: '700 MB at 20 Mbit/s'. */
  transfer: (size: string, rate: string) => `${size} at ${rate}`,
  takes: 'takes',
  roundedNote: (digits: number) =>
    `Exact by definition; ≈ marks a result that does not end (or goes through π), rounded half away from zero to ${digits} significant digits.`,
  fullPrecision: 'Full precision',
  fullPrecisionHint: 'Rounded (≈) results to 15 significant digits instead of 6.',
} as const;

/** Each kind's name: said in "Every length unit:". */
export const KIND_NAMES: Readonly<Record<KindId, string>> = {
  length: 'length',
  area: 'area',
  volume: 'volume',
  mass: 'mass',
  temperature: 'temperature',
  speed: 'speed',
  time: 'time',
  pressure: 'pressure',
  energy: 'energy',
  power: 'power',
  angle: 'angle',
  frequency: 'frequency',
  'data-size': 'data size',
  'data-rate': 'data rate',
};

/** What a note says of how a unit was read. */
export const UNIT_NOTES: Readonly<Record<UnitNote, string>> = {
  kb: 'KB is read as kB, 1000 bytes (SI); type KiB for 1024 bytes (IEC).',
};

const title = UNIT_MESSAGES.errorTitle;

export const UNIT_FAULTS = defineFaultWords(fault, {
  noNumber: {
    title,
    description: ({ text }) =>
      `"${text}" does not start with a number: type a quantity and a unit, such as 5 cm or 72 °F to °C.`,
  },
  noUnit: { title, description: 'A unit is missing after the number: type one, such as 5 cm.' },
  unknownUnit: { title, description: ({ unit }) => `Unknown unit: "${unit}".` },
  ambiguousUnit: {
    title,
    description: ({ unit, choices }) =>
      `"${unit}" could be ${choices.map(({ symbol, name }) => `${symbol} (${name})`).join(' or ')}: type it with its case.`,
  },
  otherKinds: {
    title,
    description: ({ from, fromKind, to, toKind }) =>
      `${from} is a ${KIND_NAMES[fromKind]} unit and ${to} a ${KIND_NAMES[toKind]} one: they do not convert.`,
  },
  transferNeeds: {
    title,
    description: ({ size, rate }) =>
      `A transfer time takes a data size at a data rate (1.5 GB at 100 Mbit/s): ${size} at ${rate} is not one.`,
  },
  transferTarget: {
    title,
    description: ({ unit }) => `A transfer time converts to a time unit: ${unit} is not one.`,
  },
  zeroRate: { title, description: 'A transfer at 0 bit/s never ends: type a rate above 0.' },
  tooLong: { title, description: ({ limit }) => `The input is longer than ${limit} characters.` },
  exponentTooLarge: { title, description: ({ limit }) => `The number has an exponent beyond ±${limit}.` },
  belowAbsoluteZero: { title, description: ({ number, unit }) => `${number} ${unit} is below absolute zero (0 K).` },
});
