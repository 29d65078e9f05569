/** The barcode generator's words, one table for translation. */
export const BARCODE_TEXTS = {
  // Errors
  invalidTitle: 'Invalid content',
  tooMuchTitle: 'Cannot make the barcode',
  notDigit: (name: string, lengths: string, char: string, position: number) =>
    `${name} takes ${lengths} digits: '${char}' at position ${position} is not a digit.`,
  wrongLength: (name: string, lengths: string, found: number) => `${name} takes ${lengths} digits: this is ${found}.`,
  wrongCheck: (name: string, expected: number, found: string) =>
    `${name}'s check digit here is ${expected}, not ${found}: a digit is mistyped, or leave the last one out to have it computed.`,
  upceSystem: (found: string) => `UPC-E starts with its number system, 0 or 1: '${found}' is neither.`,
  notInSet: (name: string, set: string, char: string, position: number) =>
    `${name} takes ${set}: '${char}' at position ${position} is not one of them.`,
  tooLong: (name: string, why: string) => `This is more than one ${name} symbol holds (${why}).`,
  // Page texts
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
  loading: 'Loading the barcode library…',
  privacy: 'Made on your device: nothing is uploaded.',
  readerNote: 'To read a barcode from an image, use the QR Code Generator’s reader: it reads these symbologies too.',
  failed: 'Failed to make the barcode',
} as const;
