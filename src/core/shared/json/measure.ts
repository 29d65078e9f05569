/**
 * A cheap pre-scan of a JSON text's shape: its deepest nesting and the exact size its formatted text would have
 * (for valid JSON), so the formatter refuses work whose output is too large before doing any of it. The formatted
 * text grows with the square of the depth: every line is indented by its depth, so '['×30000 + ']'×30000 (60 KB)
 * would format to 1.8 GB with 2 spaces.
 */
/** The indent the formatter writes: two or four spaces, or a tab. */
export type JsonIndent = '2' | '4' | 'tab';

export interface JsonShape {
  /** The deepest nesting of objects and arrays. */
  depth: number;
  /** Bytes that are not whitespace outside strings: the minified text's size. */
  minifiedBytes: number;
  /** Line breaks the formatted text has. */
  newlines: number;
  /** The indent levels of all its lines together (each level is one indent: 2 or 4 spaces, or a tab). */
  indentLevels: number;
  /** Colons: each gets a space after it. */
  colons: number;
}

export const INDENT_WIDTH: Record<JsonIndent, number> = { '2': 2, '4': 4, tab: 1 };

const [QUOTE, BACKSLASH, OPEN_OBJECT, OPEN_ARRAY, CLOSE_OBJECT, CLOSE_ARRAY, COMMA, COLON] = [
  0x22, 0x5c, 0x7b, 0x5b, 0x7d, 0x5d, 0x2c, 0x3a,
];
const isWhitespace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** The end of the string starting at `start` (after its closing quote), or the text's end if it has none. */
function stringEnd(bytes: Uint8Array, start: number): number {
  let at = start + 1;
  for (;;) {
    const quote = bytes.indexOf(QUOTE, at);
    if (quote === -1) return bytes.length;
    let backslashes = 0;
    while (bytes[quote - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    at = quote + 1;
  }
}

/** Scans the text's shape in one pass, without checking it (invalid JSON gives a rough shape; the formatter says why). */
export function measureJson(bytes: Uint8Array): JsonShape {
  const shape: JsonShape = { depth: 0, minifiedBytes: 0, newlines: 0, indentLevels: 0, colons: 0 };
  let depth = 0;
  /** Right after '{' or '[': the next token starts the first line inside, unless it closes the container. */
  let opened = false;
  const newline = (level: number) => {
    shape.newlines++;
    shape.indentLevels += level;
  };
  for (let at = 0; at < bytes.length;) {
    const c = bytes[at];
    if (isWhitespace(c)) {
      at++;
      continue;
    }
    const closing = c === CLOSE_OBJECT || c === CLOSE_ARRAY;
    if (opened && !closing) newline(depth);
    if (closing && !opened && depth > 0) newline(depth - 1);
    opened = false;
    if (c === QUOTE) {
      const end = stringEnd(bytes, at);
      shape.minifiedBytes += end - at;
      at = end;
      continue;
    }
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth++;
      if (depth > shape.depth) shape.depth = depth;
      opened = true;
    } else if (closing) depth = Math.max(0, depth - 1);
    else if (c === COMMA && depth > 0) newline(depth);
    else if (c === COLON) shape.colons++;
    shape.minifiedBytes++;
    at++;
  }
  return shape;
}

/** The formatted text's size in bytes with this indent (exact for valid JSON). */
export const formattedBytes = (shape: JsonShape, indent: JsonIndent): number =>
  shape.minifiedBytes + shape.newlines + shape.indentLevels * INDENT_WIDTH[indent] + shape.colons;
