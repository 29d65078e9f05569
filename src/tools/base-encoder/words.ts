/** The Base32 / Base58 / Ascii85 / Base45 encoder's words, one catalogue: its faults and its result's note. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatBytes, formatCount } from '../../core/shared/format';
import { fault } from './core/faults';
import type { NotText } from './core';

const invalid = ({ format }: { format: string }) => `Invalid ${format}`;

export const BASE_ENCODER_FAULTS = defineFaultWords(fault, {
  badLength: {
    title: invalid,
    description: 'The last characters do not make whole bytes: a character is missing or extra.',
  },
  notCanonical: {
    title: invalid,
    description: ({ format }) =>
      `The last character carries bits past the end of the bytes: this is not ${format} as an encoder writes it.`,
  },
  zAt: {
    title: 'Invalid Ascii85',
    description: ({ position }) =>
      `'z' at position ${position} is inside a group: it stands only for a whole group of zeros.`,
  },
  overflow: {
    title: invalid,
    description: ({ position }) => `The group at position ${position} is larger than 4 bytes can hold.`,
  },
  lonelyChar: {
    title: invalid,
    description: ({ position }) => `The last group, at position ${position}, has one character: it needs two or more.`,
  },
  base45Overflow: {
    title: 'Invalid Base45',
    description: ({ position }) => `The group at position ${position} is larger than its bytes can hold.`,
  },
  z85Length: {
    title: 'Invalid Z85',
    description: ({ chars }) => `Z85 is read in groups of 5 characters: ${chars} is not a multiple of 5.`,
  },
  z85Bytes: {
    title: 'Invalid Z85',
    description: ({ bytes }) => `Z85 encodes whole groups of 4 bytes: these are ${bytes} bytes, not a multiple of 4.`,
  },
  checksumShort: {
    title: 'Invalid Base58Check',
    description: 'Base58Check needs at least 4 bytes: its checksum is the last 4.',
  },
  checksumMismatch: {
    title: 'Invalid Base58Check',
    description:
      'The checksum does not match: the last 4 bytes are not the start of the double SHA-256 of the others. A character may be mistyped.',
  },
  tooLong: {
    title: 'Input too long',
    description: ({ limit, size, unit }) =>
      `Base58 takes time growing with the square of the length: up to ${formatCount(limit)} ${unit} here (this is ${formatCount(size)} ${unit}).`,
  },
});

/** The note beside decoded bytes that are not UTF-8 text, shown as hex. */
export const notTextNote = ({ shown, bytes }: NotText): string =>
  shown === bytes
    ? `These ${bytes} bytes are not UTF-8 text: they are shown as hex. Download saves the bytes themselves.`
    : `These ${formatBytes(bytes)} are not UTF-8 text: the first ${formatBytes(shown)} are shown as hex. Download saves all the bytes.`;
