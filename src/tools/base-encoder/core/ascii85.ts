/**
 * Ascii85 as Adobe writes it (`<~ … ~>`, 'z' for four zero bytes, a last partial group of n bytes as n + 1
 * characters) and Z85 (ZeroMQ RFC 32: its own alphabet, whole groups of 4 bytes only). Both are 4 bytes as a
 * big-endian number written in base 85 with 5 characters.
 */
import { isWhiteSpace, positionOf, readSymbols } from '../../../core/shared/alphabet-check';
import { fault } from './faults';

export const Z85_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#';
const Z85_INDEX = new Map([...Z85_ALPHABET].map((char, i) => [char, i]));

/** The 5 base-85 digits of a 32-bit number, most significant first. */
function digits85(value: number): number[] {
  const out = [0, 0, 0, 0, 0];
  for (let i = 4; i >= 0; i--) {
    out[i] = value % 85;
    value = Math.floor(value / 85);
  }
  return out;
}

const wordAt = (bytes: Uint8Array, i: number) =>
  ((bytes[i] << 24) | (bytes[i + 1] << 16) | (bytes[i + 2] << 8) | bytes[i + 3]) >>> 0;

export function encodeAscii85(bytes: Uint8Array): string {
  const parts: string[] = ['<~'];
  for (let i = 0; i < bytes.length; i += 4) {
    const n = Math.min(4, bytes.length - i);
    const group = new Uint8Array(4);
    group.set(bytes.subarray(i, i + n));
    const value = wordAt(group, 0);
    if (value === 0 && n === 4) parts.push('z');
    else parts.push(String.fromCharCode(...digits85(value).map((d) => d + 33)).slice(0, n + 1));
  }
  parts.push('~>');
  return parts.join('');
}

/** Adobe Ascii85, with or without its `<~ ~>` delimiters; white space anywhere is passed over. */
export function decodeAscii85(text: string): Uint8Array {
  let from = text.length - text.trimStart().length;
  let to = text.trimEnd().length;
  if (text.startsWith('<~', from)) from += 2;
  if (to - 2 >= from && text.startsWith('~>', to - 2)) to -= 2;
  const { symbols, indexAt } = readSymbols(
    text,
    'Ascii85',
    (char) => (char >= '!' && char <= 'u') || char === 'z',
    isWhiteSpace,
    from,
    to,
  );
  const at = indexAt;
  const out = new Uint8Array(Math.ceil(symbols.length * 0.8) + 4 * countZ(symbols));
  let length = 0;
  let group = 0;
  let value = 0;
  for (let k = 0; k < symbols.length; k++) {
    const char = symbols[k];
    if (char === 'z') {
      if (group !== 0) throw refuse(text, at(k), 'zAt');
      length += 4;
      continue;
    }
    value = value * 85 + (char.charCodeAt(0) - 33);
    if (++group === 5) {
      if (value > 0xffffffff) throw refuse(text, at(k - 4), 'overflow');
      writeWord(out, length, value, 4);
      length += 4;
      group = 0;
      value = 0;
    }
  }
  if (group === 1) throw refuse(text, at(symbols.length - 1), 'lonelyChar');
  if (group > 1) {
    const start = symbols.length - group;
    for (let pad = group; pad < 5; pad++) value = value * 85 + 84;
    if (value > 0xffffffff) throw refuse(text, at(start), 'overflow');
    writeWord(out, length, value, group - 1);
    length += group - 1;
  }
  return out.slice(0, length);
}

const countZ = (symbols: string) => symbols.split('z').length - 1;

/** 1-based position in characters (Ascii85 and Z85 symbols are ASCII, but the text around them may not be). */
const charIndex = (text: string, index: number) => [...text.slice(0, index)].length + 1;

/** An Ascii85 fault at the UTF-16 `index` of `text`. */
const refuse = (text: string, index: number, key: 'zAt' | 'overflow' | 'lonelyChar') =>
  fault(key, { format: 'Ascii85', position: charIndex(text, index) }, positionOf(text, index));

/** The first `count` bytes of a 32-bit big-endian number into `out` at `at`. */
function writeWord(out: Uint8Array, at: number, value: number, count: number) {
  for (let i = 0; i < count; i++) out[at + i] = Math.floor(value / 2 ** (24 - 8 * i)) & 0xff;
}

export function encodeZ85(bytes: Uint8Array): string {
  if (bytes.length % 4 !== 0) throw fault('z85Bytes', { bytes: bytes.length });
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 4)
    parts.push(
      digits85(wordAt(bytes, i))
        .map((d) => Z85_ALPHABET[d])
        .join(''),
    );
  return parts.join('');
}

/** Z85; white space is passed over. */
export function decodeZ85(text: string): Uint8Array {
  const { symbols, indexAt } = readSymbols(text, 'Z85', (char) => Z85_INDEX.has(char), isWhiteSpace);
  if (symbols.length % 5 !== 0) throw fault('z85Length', { chars: symbols.length });
  const out = new Uint8Array((symbols.length / 5) * 4);
  for (let k = 0; k < symbols.length; k += 5) {
    let value = 0;
    for (let j = 0; j < 5; j++) value = value * 85 + Z85_INDEX.get(symbols[k + j])!;
    if (value > 0xffffffff)
      throw fault('overflow', { format: 'Z85', position: charIndex(text, indexAt(k)) }, positionOf(text, indexAt(k)));
    writeWord(out, (k / 5) * 4, value, 4);
  }
  return out;
}
