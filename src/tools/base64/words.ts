import { defineFaultWords } from '../../core/shared/fault-words';
import { fault, type Base64Place } from './core/faults';

/** Spec section 8, word for word (shown as a toast: title, then description). */
const BASE64_ENCODE_ERROR = {
  title: 'Encoding Error',
  description: 'Unable to encode text. Make sure it contains valid characters.',
} as const;

const BASE64_DECODE_ERROR = {
  title: 'Decoding Error',
  description: 'Unable to decode. Make sure the input is valid Base64.',
} as const;

/** A character as an error names it: 'x', or U+0009 for one that does not show (a control or a space). */
function describeCharacter(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return /[\p{Cc}\p{Z}]/u.test(char) ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : `'${char}'`;
}

/** The spec's decoding words, then what is wrong and where ('… Invalid character '*' at line 1, column 8.'). */
const decodeFault = <P extends Base64Place>(reason: (params: P) => string) => ({
  title: BASE64_DECODE_ERROR.title,
  description: (params: P) =>
    `${BASE64_DECODE_ERROR.description} ${reason(params)} at line ${params.line}, column ${params.column}.`,
});

export const BASE64_FAULTS = defineFaultWords(fault, {
  encode: BASE64_ENCODE_ERROR,
  decode: BASE64_DECODE_ERROR,
  invalidCharacter: decodeFault(({ char }) => `Invalid character ${describeCharacter(char)}`),
  misplacedPadding: decodeFault(() => "Misplaced padding '=' (it may only end a group of 2 or 3 characters)"),
  afterPadding: decodeFault(({ char }) => `Unexpected character ${describeCharacter(char)} after the padding`),
  lengthProblem: decodeFault(
    ({ char }) =>
      `Invalid length: the last group of 4 has the single character ${describeCharacter(char)} (it needs at least 2)`,
  ),
  badPercentEscape: decodeFault(() => "Invalid escape: '%' must be followed by two hexadecimal digits"),
});

/** The Base64 encoder's and decoder's screen words (labels, hints, notes), one table for translation. */
export const BASE64_TEXTS = {
  decodeInputLabel: 'Base64 or data URL to decode',
  decodePlaceholder: 'SGVsbG8sIFdvcmxkIQ== or data:image/png;base64,iVBORw0KGgo…',
  decode: 'Decode',
  clear: 'Clear',
  decodeNote: 'Standard and URL-safe alphabets both work; spaces, line breaks and missing padding are ignored.',
  decoding: 'Decoding',
  decodedText: 'Decoded text',
  asAFile: 'As a file',
  tooBigForText: (size: string) => `The result is ${size}, too big to show as text. Download saves it as a file.`,
  binaryResult: 'The result is binary data, not UTF-8 text. Download saves it as a file.',
  /** The decoded file's size and media type, above its preview. */
  fileFacts: (size: string, type: string) => `${size} · ${type}`,
  unknownType: 'unknown type',
  decodedImagePreview: 'Preview of the decoded image',
  encodeTabs: 'Encode',
  textTab: 'Text',
  fileTab: 'File',
  dropFile: 'Drop a file here or click to choose',
  dropFileHint: 'Any type, any size. The file is read on your device and never uploaded.',
  output: 'Output',
  formatBase64: 'Base64',
  formatDataUrl: 'Data URL (data:type;base64,…)',
  dataUrlNote: 'Data URLs always use the standard alphabet on one line, whatever the options above.',
  removeFile: 'Clear file',
  encoding: 'Encoding',
  encodeAgain: 'Encode again',
  previewOf: (name: string) => `Preview of ${name}`,
  dataUrl: 'Data URL',
  /** A file's name when there is none yet ('file'), and the encoded download's name. */
  defaultBaseName: 'file',
  outputFileName: (baseName: string, dataUrl: boolean) => `${baseName}.${dataUrl ? 'dataurl' : 'base64'}.txt`,
} as const;
