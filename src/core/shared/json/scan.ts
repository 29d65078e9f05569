/** The JSON tokenizer's scanners over UTF-8 bytes: each checks one token against the grammar and returns its end. */
import type { ToolError } from '../tool-error';
import { jsonFault } from './faults';

const decoder = new TextDecoder();

/** Line and column (1-based, the column in UTF-16 units as an editor counts them) of a byte offset. */
export function lineAndColumn(bytes: Uint8Array, at: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = bytes.indexOf(0x0a); i !== -1 && i < at; i = bytes.indexOf(0x0a, i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: decoder.decode(bytes.subarray(lineStart, at)).length + 1 };
}

/** The fault at byte `at`: the checker's reason (as JSON.parse words it), with its line and column. */
export function jsonSyntaxError(reason: string, bytes: Uint8Array, at: number): ToolError {
  const { line, column } = lineAndColumn(bytes, at);
  return jsonFault('invalid', { reason, line, column }, { line, column });
}

/** How an error names the character at `at`: "token 'x'" or "end of JSON input". */
export function describeChar(bytes: Uint8Array, at: number): string {
  if (at >= bytes.length) return 'end of JSON input';
  const code = decoder.decode(bytes.subarray(at, at + 4)).codePointAt(0)!;
  if (code < 0x20) return `character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `token '${String.fromCodePoint(code)}'`;
}

export function skipWhitespace(bytes: Uint8Array, at: number): number {
  for (;;) {
    const c = bytes[at];
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return at;
    at++;
  }
}

const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
/** " \ / b f n r t */
const SIMPLE_ESCAPES = new Uint8Array(128);
for (const c of [0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]) SIMPLE_ESCAPES[c] = 1;

/** The end of the string starting with '"' at `start` (after its closing quote). */
export function scanString(bytes: Uint8Array, start: number): number {
  const length = bytes.length;
  let at = start + 1;
  while (at < length) {
    const c = bytes[at];
    if (c === 0x22) return at + 1;
    if (c === 0x5c) {
      at = scanEscape(bytes, at);
      continue;
    }
    if (c < 0x20) throw jsonSyntaxError('Bad control character in string literal', bytes, at);
    at++;
  }
  throw jsonSyntaxError('Unterminated string in JSON', bytes, start);
}

/** The end of the escape at `at` (a backslash). */
function scanEscape(bytes: Uint8Array, at: number): number {
  const c = bytes[at + 1];
  if (c === undefined) throw jsonSyntaxError('Unterminated string in JSON', bytes, at);
  if (c < 128 && SIMPLE_ESCAPES[c]) return at + 2;
  if (c !== 0x75) throw jsonSyntaxError('Bad escaped character in JSON', bytes, at);
  for (let i = 2; i < 6; i++) {
    if (!isHex(bytes[at + i])) throw jsonSyntaxError('Bad Unicode escape in JSON', bytes, at);
  }
  return at + 6;
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

function digits(bytes: Uint8Array, at: number): number {
  while (isDigit(bytes[at])) at++;
  return at;
}

/** The end of the number at `start`: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? */
export function scanNumber(bytes: Uint8Array, start: number): number {
  let at = start;
  if (bytes[at] === 0x2d) at++;
  const first = bytes[at];
  if (first === 0x30) at++;
  else if (isDigit(first)) at = digits(bytes, at);
  else throw jsonSyntaxError('No number after minus sign in JSON', bytes, at);
  if (bytes[at] === 0x2e) {
    if (!isDigit(bytes[at + 1])) throw jsonSyntaxError('Unterminated fractional number in JSON', bytes, at + 1);
    at = digits(bytes, at + 1);
  }
  const e = bytes[at];
  if (e === 0x65 || e === 0x45) {
    at++;
    const sign = bytes[at];
    if (sign === 0x2b || sign === 0x2d) at++;
    if (!isDigit(bytes[at])) throw jsonSyntaxError('Exponent part is missing a number in JSON', bytes, at);
    at = digits(bytes, at);
  }
  return at;
}

/** True when `bytes` at `at` spell `word` (ASCII). */
export function matches(bytes: Uint8Array, at: number, word: Uint8Array): boolean {
  for (let i = 0; i < word.length; i++) if (bytes[at + i] !== word[i]) return false;
  return true;
}

/** A key's text, for sorting (only sorted objects decode their keys). */
export const decodeKey = (bytes: Uint8Array, start: number, end: number): string =>
  JSON.parse(decoder.decode(bytes.subarray(start, end))) as string;
