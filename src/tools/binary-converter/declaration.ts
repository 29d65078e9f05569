import { BYTE_FORMATS, MAX_INPUT_CHARS, canSwap, convertBytes, type ByteFormat } from './core';
import { CONVERTED_MESSAGE, FORMAT_LABELS, SWAPPED_MESSAGE, SWAP_TEXT_MESSAGE } from './words';
import type { ToolDeclaration } from '../../ui/kit/declaration';

export type BinaryOptions = { from: ByteFormat; to: ByteFormat };

const CHOICES = BYTE_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] }));

const PLACEHOLDERS: Record<ByteFormat, string> = {
  text: 'Hello, world!',
  binary: '01001000 01101001',
  decimal: '72 105',
  hexadecimal: '48 69',
  octal: '110 151',
};

/** Only 0, 1 and blanks: bits. */
const BITS = /^[01\s]+$/;

/**
 * The binary converter: bytes shown as text (UTF-8), binary, decimal, hexadecimal or octal. It converts as you type
 * up to MAX_INPUT_CHARS, on the page (about 16 ms there, so it has no worker); Convert says longer input is too
 * long. Swap exchanges the formats and the input and output, refused with text on either side (spec section 4).
 */
export const binaryConverter: ToolDeclaration<BinaryOptions> = {
  input: {
    label: 'Input',
    placeholder: ({ from }) => PLACEHOLDERS[from],
    hint: 'One group per byte, separated by spaces; text is read as UTF-8 (ASCII is its first 128 characters). Ctrl+Enter converts.',
  },
  defaults: { from: 'text', to: 'binary' },
  options: {
    from: { kind: 'select', label: 'Input format', choices: CHOICES },
    to: { kind: 'select', label: 'Output format', choices: CHOICES },
  },
  actions: [
    {
      id: 'convert',
      label: 'Convert',
      jobLabel: 'Converting',
      success: CONVERTED_MESSAGE,
      outputs: [{ id: 'output', label: 'Output' }],
    },
  ],
  run: {
    here: (_action, text, { from, to }) => ({ outputs: { output: convertBytes(text, from, to) } }),
    liveUpToChars: MAX_INPUT_CHARS,
  },
  swap: {
    label: 'Swap',
    options: ({ from, to }) => ({ from: to, to: from }),
    refusal: ({ from, to }) => (canSwap(from, to) ? undefined : SWAP_TEXT_MESSAGE),
    success: SWAPPED_MESSAGE,
    output: 'old input',
  },
  // Handed-off bits or hex bytes (smart paste offers this tool for those) open as that format, read back to text.
  handOff: (text) => ({ from: BITS.test(text) ? 'binary' : 'hexadecimal', to: 'text' }),
  examples: [
    { name: 'A word in binary', input: 'Hi', expect: { output: '01001000 01101001' } },
    {
      name: 'Hex bytes read as text',
      input: '48 65 6C 6C 6F',
      options: { from: 'hexadecimal', to: 'text' },
      expect: { output: 'Hello' },
    },
    {
      name: 'An emoji’s UTF-8 bytes in decimal',
      input: '😀',
      options: { to: 'decimal' },
      expect: { output: '240 159 152 128' },
    },
    {
      name: 'Binary to octal',
      input: '01000001 01111010',
      options: { from: 'binary', to: 'octal' },
      expect: { output: '101 172' },
    },
  ],
};

export default binaryConverter;
