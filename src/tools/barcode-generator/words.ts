/** The barcode generator's words, one catalogue: its faults and its page. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

const INVALID = 'Invalid content';
const SETS = { code39: 'digits, capital letters, space and - . $ / + %', ascii: 'ASCII characters' };
const lengthsOf = ([without, withCheck]: readonly [number, number]) => `${without} or ${withCheck}`;

export const BARCODE_FAULTS = defineFaultWords(fault, {
  notDigit: {
    title: INVALID,
    description: ({ symbology, lengths, char, position }) =>
      `${symbology} takes ${lengthsOf(lengths)} digits: '${char}' at position ${position} is not a digit.`,
  },
  wrongLength: {
    title: INVALID,
    description: ({ symbology, lengths, found }) =>
      `${symbology} takes ${lengthsOf(lengths)} digits: this is ${found}.`,
  },
  wrongCheck: {
    title: INVALID,
    description: ({ symbology, expected, found }) =>
      `${symbology}'s check digit here is ${expected}, not ${found}: a digit is mistyped, or leave the last one out to have it computed.`,
  },
  upceSystem: {
    title: INVALID,
    description: ({ found }) => `UPC-E starts with its number system, 0 or 1: '${found}' is neither.`,
  },
  notInSet: {
    title: INVALID,
    description: ({ symbology, set, char, position }) =>
      `${symbology} takes ${SETS[set]}: '${char}' at position ${position} is not one of them.`,
  },
  tooLong: {
    title: 'Cannot make the barcode',
    description: ({ symbology, reason }) => `This is more than one ${symbology} symbol holds (${reason}).`,
  },
});

export const BARCODE_TEXTS = {
  symbology: 'Symbology',
  content: 'Content',
  placeholder: (example: string) => `e.g. ${example}`,
  hints: {
    code128: 'Any ASCII text: letters, digits, punctuation.',
    ean13: '12 digits (the check digit is computed) or 13 (it is checked). An ISBN-13 is an EAN-13.',
    ean8: '7 digits (the check digit is computed) or 8 (it is checked).',
    upca: '11 digits (the check digit is computed) or 12 (it is checked).',
    upce: 'Number system 0 or 1, six digits, and the check digit (computed when left out).',
    code39: 'Digits, capital letters, space and - . $ / + %.',
    itf14: '13 digits (the check digit is computed) or 14 (it is checked).',
    datamatrix: 'Any text (UTF-8).',
    pdf417: 'Any text (UTF-8).',
    azteccode: 'Any text (UTF-8).',
  },
  checkComputed: (digit: number, full: string) => `Check digit ${digit} computed: ${full}`,
  checkValid: (digit: number) => `Check digit ${digit} is correct.`,
  scale: 'Size',
  scaleUnit: '× (pixels per module)',
  margin: 'Margin',
  marginUnit: 'points',
  showText: 'Show the human-readable text',
  preview: 'Barcode',
  enterContent: 'Type the content to encode.',
  downloadPng: 'Download PNG',
  downloadSvg: 'Download SVG',
  examples: 'Examples',
  exampleIsbn: 'ISBN 978-0-306-40615-?',
  exampleUpc: 'UPC-A 036000291452',
  exampleDataMatrix: 'Data Matrix: a URL',
  loading: 'Loading the barcode library…',
  privacy: 'Made on your device: nothing is uploaded.',
  readerNote: 'To read a barcode from an image, use the QR Code Generator’s reader: it reads these symbologies too.',
  failed: 'Failed to make the barcode',
} as const;
