/**
 * Where JSON Pointers (RFC 6901) fall in a JSON text: the line and column (1-based, UTF-16 columns as the editor
 * counts them) of the value each names. One pass over the text: containers on the way to a wanted pointer are read
 * member by member, everything else is skipped bracket by bracket. The text is already known to be valid JSON (it
 * was parsed), so the scanner checks nothing; it works on the string, where the JSON formatter's tokenizer works on
 * UTF-8 bytes for its output.
 */
import type { TextPosition } from '../../../core/shared/text-position';

interface PathNode {
  children: Map<string, PathNode>;
  /** The pointer that ends here, when one does. */
  pointer?: string;
}

/** The pointer's segments, '~1' read as '/' and '~0' as '~'. */
export const pointerSegments = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

function treeOf(pointers: Iterable<string>): PathNode {
  const root: PathNode = { children: new Map() };
  for (const pointer of pointers) {
    let node = root;
    for (const segment of pointerSegments(pointer)) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = { children: new Map() }));
      node = child;
    }
    node.pointer = pointer;
  }
  return root;
}

const skipSpace = (text: string, at: number): number => {
  while (at < text.length && (text[at] === ' ' || text[at] === '\n' || text[at] === '\r' || text[at] === '\t')) at++;
  return at;
};

/** The end of the string whose opening quote is at `at`. */
function skipString(text: string, at: number): number {
  for (at++; at < text.length; at++) {
    if (text[at] === '\\') at++;
    else if (text[at] === '"') return at + 1;
  }
  return at;
}

/** The end of the value starting at `at`, nested containers counted without recursion. */
function skipValue(text: string, at: number): number {
  const c = text[at];
  if (c === '"') return skipString(text, at);
  if (c !== '{' && c !== '[') {
    while (at < text.length && !',}] \n\r\t'.includes(text[at])) at++;
    return at;
  }
  let depth = 0;
  while (at < text.length) {
    const d = text[at];
    if (d === '"') {
      at = skipString(text, at);
      continue;
    }
    if (d === '{' || d === '[') depth++;
    else if (d === '}' || d === ']') depth--;
    at++;
    if (depth === 0) return at;
  }
  return at;
}

/** Visits the value at `at` (whitespace skipped) for the pointers under `node`; returns its end. */
function visit(text: string, at: number, node: PathNode, found: Map<string, number>): number {
  at = skipSpace(text, at);
  if (node.pointer !== undefined) found.set(node.pointer, at);
  const open = text[at];
  if (node.children.size === 0 || (open !== '{' && open !== '[')) return skipValue(text, at);
  let index = 0;
  at = skipSpace(text, at + 1);
  while (text[at] !== '}' && text[at] !== ']' && at < text.length) {
    let key = String(index++);
    if (open === '{') {
      const end = skipString(text, at);
      key = JSON.parse(text.slice(at, end)) as string;
      at = skipSpace(text, end) + 1;
    }
    const child = node.children.get(key);
    at = skipSpace(text, child ? visit(text, at, child, found) : skipValue(text, skipSpace(text, at)));
    if (text[at] === ',') at = skipSpace(text, at + 1);
  }
  return at + 1;
}

/** Line and column of each offset, in one pass over the text. */
function linesAndColumns(text: string, offsets: readonly number[]): Map<number, TextPosition> {
  const positions = new Map<number, TextPosition>();
  let line = 1;
  let lineStart = 0;
  let next = text.indexOf('\n');
  for (const offset of [...new Set(offsets)].sort((a, b) => a - b)) {
    while (next !== -1 && next < offset) {
      line++;
      lineStart = next + 1;
      next = text.indexOf('\n', lineStart);
    }
    positions.set(offset, { line, column: offset - lineStart + 1 });
  }
  return positions;
}

/** The position of each pointer's value in `text` (valid JSON); a pointer to nothing there has none. */
export function positionsOf(text: string, pointers: Iterable<string>): Map<string, TextPosition> {
  const found = new Map<string, number>();
  visit(text, 0, treeOf(pointers), found);
  const lines = linesAndColumns(text, [...found.values()]);
  return new Map([...found].map(([pointer, offset]) => [pointer, lines.get(offset)!]));
}
