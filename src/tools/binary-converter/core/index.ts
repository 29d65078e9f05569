import { fault } from './faults';

export { fault, type BinaryFaults } from './faults';

/**
 * Bytes shown five ways: text (UTF-8, of which ASCII is the 7-bit part), binary (8-bit groups),
 * decimal, hexadecimal and octal, one space-separated group per byte.
 */

export const BYTE_FORMATS = ['text', 'binary', 'decimal', 'hexadecimal', 'octal'] as const;
export type ByteFormat = (typeof BYTE_FORMATS)[number];

/**
 * The most characters converted at once, as you type and on Convert. Measured in V8 (Node 20): about 250 ns a
 * character, so this takes about 16 ms; as binary, 64 K characters of text are half a megabyte.
 */
export const MAX_INPUT_CHARS = 65_536;

interface NumericFormat {
  radix: number;
  /** Width of one byte's group when written (zero-padded). */
  width: number;
  /** One group as typed: optional prefix, then digits of this radix. */
  pattern: RegExp;
  /** When set, a long run of digits with no spaces splits into groups of this many digits. */
  chunk?: number;
}

const NUMERIC: Record<Exclude<ByteFormat, 'text'>, NumericFormat> = {
  binary: { radix: 2, width: 8, pattern: /^(?:0b)?([01]+)$/i, chunk: 8 },
  decimal: { radix: 10, width: 0, pattern: /^(\d+)$/ },
  hexadecimal: { radix: 16, width: 2, pattern: /^(?:0x)?([0-9a-f]+)$/i, chunk: 2 },
  octal: { radix: 8, width: 3, pattern: /^(?:0o)?([0-7]+)$/i },
};

/** Lone surrogate halves cannot be written as UTF-8, so such text is refused rather than altered. */
const LONE_SURROGATE = /\p{Cs}/u;
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const encoder = new TextEncoder();

function fail(): never {
  throw fault('invalid');
}

function toBytes(input: string, format: ByteFormat): Uint8Array {
  if (format === 'text') {
    if (LONE_SURROGATE.test(input)) fail();
    return encoder.encode(input);
  }
  const spec = NUMERIC[format];
  const bytes: number[] = [];
  for (const token of input.trim().split(/[\s,]+/)) {
    const digits = spec.pattern.exec(token)?.[1] ?? fail();
    // '0100100001101001' or '48656C6C6F': whole bytes typed without spaces.
    const groups =
      spec.chunk && digits.length > spec.chunk && digits.length % spec.chunk === 0
        ? digits.match(new RegExp(`.{${spec.chunk}}`, 'g'))!
        : [digits];
    for (const group of groups) {
      const value = parseInt(group, spec.radix);
      if (value > 255) fail();
      bytes.push(value);
    }
  }
  return Uint8Array.from(bytes);
}

function fromBytes(bytes: Uint8Array, format: ByteFormat): string {
  if (format === 'text') {
    try {
      return decoder.decode(bytes);
    } catch {
      fail();
    }
  }
  const { radix, width } = NUMERIC[format];
  return Array.from(bytes, (b) => b.toString(radix).toUpperCase().padStart(width, '0')).join(' ');
}

/**
 * Converts between formats. Throws the fault 'empty' for blank input and 'invalid' for input that is not valid in its format (including bytes that are not UTF-8 when the output is text).
 */
export function convertBytes(input: string, from: ByteFormat, to: ByteFormat): string {
  if (input.length > MAX_INPUT_CHARS) throw fault('tooLong', { limit: MAX_INPUT_CHARS });
  if (from === 'text' ? input === '' : input.trim() === '') throw fault('empty');
  return fromBytes(toBytes(input, from), to);
}

/** Swap exchanges formats and input/output, refused when either side is text (spec section 4). */
export function canSwap(from: ByteFormat, to: ByteFormat): boolean {
  return from !== 'text' && to !== 'text';
}
