/** Finds the first character of a text that is not in an alphabet, named with its position (1-based, in characters). */
import type { TextPosition } from './text-position';
import { alphabetFault } from './alphabet-faults';
import type { ToolError } from './tool-error';

/** A character as an error names it: quoted when printable, else its code point ('U+0009'). */
export const shownChar = (char: string) =>
  /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char)
    ? `'${char}'`
    : `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The line and column of the `index`th UTF-16 unit of `text`. */
export function positionOf(text: string, index: number): TextPosition {
  const before = text.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  const line = before.split('\n').length;
  return { line, column: [...before.slice(lineStart)].length + 1 };
}

/** The 1-based position, in characters (code points), of the `index`th UTF-16 unit. */
export const charPosition = (text: string, index: number) => [...text.slice(0, index)].length + 1;

/** A ToolError for the character at `index` of `text` (a UTF-16 index), which is not in `format`'s alphabet. */
export function notInAlphabet(text: string, index: number, format: string): ToolError {
  const char = String.fromCodePoint(text.codePointAt(index)!);
  return alphabetFault('notInAlphabet', { char, position: charPosition(text, index), format }, positionOf(text, index));
}

/**
 * The characters of `text` that `keep` accepts, in order; characters `skip` accepts (white space, line breaks) are
 * passed over; any other one is refused with its position. Only [from, to) is read. `indexAt(k)` is the UTF-16 index
 * in `text` of the k-th symbol, found by a second scan (only a fault needs it: runs are sliced, never built a
 * character at a time).
 */
export function readSymbols(
  text: string,
  format: string,
  keep: (char: string) => boolean,
  skip: (char: string) => boolean,
  from = 0,
  to = text.length,
): { symbols: string; indexAt: (k: number) => number } {
  const runs: string[] = [];
  let start = from;
  for (let i = from; i < to; i++) {
    const char = text[i];
    if (keep(char)) continue;
    if (!skip(char)) throw notInAlphabet(text, i, format);
    if (i > start) runs.push(text.slice(start, i));
    start = i + 1;
  }
  if (to > start) runs.push(text.slice(start, to));
  const indexAt = (k: number) => {
    for (let i = from, seen = 0; i < to; i++) if (keep(text[i]) && seen++ === k) return i;
    return to;
  };
  return { symbols: runs.join(''), indexAt };
}

export const isWhiteSpace = (char: string) => char === ' ' || char === '\n' || char === '\r' || char === '\t';
export const isLineBreak = (char: string) => char === '\n' || char === '\r';
