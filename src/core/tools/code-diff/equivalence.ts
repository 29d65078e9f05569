import { lineAt, type LineIndex } from './lines';

export interface CompareOptions {
  /** Lines that differ only in whitespace are equal (GNU diff -w). */
  ignoreWhitespace?: boolean;
  /** Lines that differ only in letter case are equal (GNU diff -i). */
  ignoreCase?: boolean;
}

/**
 * A last line without its newline only equals another such line, as in GNU diff, unless whitespace is
 * ignored (then the missing newline is whitespace too).
 */
const NO_NEWLINE = '\u0000no-newline';

/**
 * Numbers every line of both texts by equivalence class (equal lines, under the options, share a number),
 * so the diff compares integers instead of strings. Classes start at 1.
 */
export function classify(
  texts: readonly [string, string],
  indexes: readonly [LineIndex, LineIndex],
  options: CompareOptions = {},
): [Int32Array, Int32Array] {
  const classes = new Map<string, number>();
  const normalise = keyMaker(options);
  const out = indexes.map((index, side) => {
    const equivs = new Int32Array(index.count);
    for (let i = 0; i < index.count; i++) {
      let key = normalise(lineAt(texts[side], index, i));
      if (!options.ignoreWhitespace && index.noFinalNewline && i === index.count - 1) key += NO_NEWLINE;
      let id = classes.get(key);
      if (id === undefined) classes.set(key, (id = classes.size + 1));
      equivs[i] = id;
    }
    return equivs;
  });
  return [out[0], out[1]];
}

function keyMaker({ ignoreWhitespace = false, ignoreCase = false }: CompareOptions): (line: string) => string {
  if (ignoreWhitespace && ignoreCase) return (line) => line.replace(/\s+/g, '').toLowerCase();
  if (ignoreWhitespace) return (line) => line.replace(/\s+/g, '');
  if (ignoreCase) return (line) => line.toLowerCase();
  return (line) => line;
}
