/** Hexadecimal escapes read and written: `\xHH`, `\uXXXX`, `\u{…}`, `\UXXXXXXXX`. */
import { escapeError } from './position';

const HEX = /^[0-9a-fA-F]+$/;

/** `count` hex digits at `at` of `text` as a number; the error names the escape starting at `start`. */
export function hexAt(text: string, start: number, at: number, count: number): number {
  const digits = text.slice(at, at + count);
  if (digits.length !== count || !HEX.test(digits))
    throw escapeError(text, start, 'badHex', { escape: text.slice(start, at + count) });
  return parseInt(digits, 16);
}

/** `\u{…}` at `start` (the backslash): its code point and the index after the brace. */
export function bracedAt(text: string, start: number, open: number): [number, number] {
  const close = text.indexOf('}', open);
  const digits = close < 0 ? '' : text.slice(open + 1, close);
  if (!digits || digits.length > 8 || !HEX.test(digits))
    throw escapeError(text, start, 'badHex', { escape: text.slice(start, close < 0 ? open + 1 : close + 1) });
  const code = parseInt(digits, 16);
  if (code > 0x10ffff) throw escapeError(text, start, 'badCodePoint', { escape: text.slice(start, close + 1) });
  return [code, close + 1];
}

export const hex = (code: number, width: number) => code.toString(16).toUpperCase().padStart(width, '0');

/** `\uXXXX` for a UTF-16 unit. */
export const u4 = (unit: number) => `\\u${hex(unit, 4)}`;
