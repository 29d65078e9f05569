import { offsetError } from './messages';

const HEX_DIGITS = /^[0-9a-f]+$/i;
const DECIMAL = /^[0-9]+$/;

/** The first character of `digits` that `valid` refuses, with its column in the typed text (1-based). */
function badCharacter(digits: string, valid: RegExp, column: number): string {
  const i = [...digits].findIndex((ch) => !valid.test(ch));
  return `"${[...digits][i]}" at column ${column + i}`;
}

/**
 * An offset typed by a person: hex with `0x` (`0x1f40`), or decimal (`8000`); spaces around and `_` or `,` between
 * digits are ignored. It must lie in a file of `size` bytes (the last byte's offset at most). Throws the viewer's
 * ToolError saying what is wrong.
 */
export function parseOffset(typed: string, size: number): number {
  const text = typed.trim();
  if (text === '') throw offsetError('Type an offset: 0x1f40 (hex) or 8000 (decimal).');
  const lead = typed.length - typed.trimStart().length;
  const isHex = /^0x/i.test(text);
  const digits = (isHex ? text.slice(2) : text).replace(/[_,]/g, '');
  if (digits === '') throw offsetError('"0x" needs hex digits after it, as in 0x1f40.');
  const valid = isHex ? /[0-9a-f_,]/i : /[0-9_,]/;
  const raw = isHex ? text.slice(2) : text;
  if (!(isHex ? HEX_DIGITS : DECIMAL).test(digits))
    throw offsetError(
      `Unexpected ${badCharacter(raw, valid, lead + (isHex ? 3 : 1))}: ${
        isHex ? 'a hex offset takes 0-9 and a-f after 0x' : 'a decimal offset takes digits only (start hex with 0x)'
      }.`,
    );
  const value = isHex ? parseInt(digits, 16) : Number(digits);
  if (!Number.isSafeInteger(value) || value >= size) {
    const last = size === 0 ? 'the file is empty' : `the last byte is at 0x${(size - 1).toString(16)} (${size - 1})`;
    throw offsetError(`${text} is past the end of the file: ${last}.`);
  }
  return value;
}
