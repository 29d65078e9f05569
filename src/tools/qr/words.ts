/** The QR family's words, one catalogue: its faults (the generator's and the reader's) and the screens' words. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatCount } from '../../core/shared/format';
import type { ErrorCorrection } from './core';
import { fault } from './core/faults';

export const QR_TEXTS = {
  levelLow: 'Low (7%)',
  levelMedium: 'Medium (15%)',
  levelQuartile: 'Quartile (25%)',
  levelHigh: 'High (30%)',
  createPanel: 'Create a QR code',
  urlOrText: 'URL or text',
  placeholder: 'https://example.com',
  size: 'Size',
  pixels: 'px',
  margin: 'Margin',
  modules: 'modules',
  errorCorrection: 'Error correction',
  foreground: 'Foreground',
  background: 'Background',
  privacy: 'The code is drawn in your browser: your text is not sent to any QR service.',
  previewPanel: 'Preview',
  enterText: 'Enter a URL or text to see its QR code.',
  downloadPng: 'Download PNG',
  downloadSvg: 'Download SVG',
  readPanel: 'Read a QR code',
  qrCodeFor: (text: string) => `QR code for ${text.length > 80 ? `${text.slice(0, 80)}…` : text}`,
  dropImage: 'Drop an image of a QR code here or click to choose',
  dropHint: 'PNG, JPEG, GIF, WebP or BMP. Read on your device, never uploaded.',
  alsoReads:
    'It reads barcodes too: Code 128, EAN-13, EAN-8, UPC-A, UPC-E, Code 39, ITF-14, Data Matrix, PDF417 and Aztec.',
  reading: 'Reading',
  decodedText: 'Decoded text',
  decodedTexts: (count: number) => `Decoded texts (${count} codes, one per line)`,
  copied: 'Copied to clipboard',
  moduleTooSmall: (pixels: string, minimum: number) =>
    `Each module of this code is ${pixels} px: phones may not read it under ${minimum} px a module.`,
  noSizeReadable: (largest: number) =>
    `Even at ${largest} px it stays too small: shorten the text, lower the margin or the error correction.`,
  sizeFix: (size: number) => `Use ${size} px`,
  sizeAndLevelFix: (size: number, level: string) => `Use ${size} px and ${level}`,
} as const;

export const EMPTY_TEXT = 'Please enter a URL or text';
export const GENERATE_FAILED = 'Failed to generate QR code';

export const LEVEL_NAMES: Record<ErrorCorrection, string> = {
  L: QR_TEXTS.levelLow,
  M: QR_TEXTS.levelMedium,
  Q: QR_TEXTS.levelQuartile,
  H: QR_TEXTS.levelHigh,
};

/** A too-long text's length and the code's limit, each in its unit. */
const UNITS = {
  digits: ['digits', 'digits'],
  alphanumeric: ['characters', 'characters of this kind (digits, capital letters, space and $ % * + - . / :)'],
  ascii: ['characters', 'characters of this kind (letters, digits and symbols of ASCII)'],
  utf8: ['bytes in UTF-8', 'bytes (a character outside ASCII takes 2 to 4)'],
} as const;

export const QR_FAULTS = defineFaultWords(fault, {
  empty: { title: EMPTY_TEXT },
  tooLong: {
    title: GENERATE_FAILED,
    description: ({ length, unit, level, limit }) =>
      `The text is ${formatCount(length)} ${UNITS[unit][0]}; at ${LEVEL_NAMES[level]} error correction a QR code ` +
      `holds at most ${formatCount(limit)} ${UNITS[unit][1]}.`,
  },
  unreadable: { title: 'Could not read the image', description: 'Please choose a PNG, JPEG, GIF, WebP or BMP image.' },
  noCode: { title: 'No QR code found', description: 'Try a sharper or larger picture of the code.' },
});
