/**
 * A cheap upper estimate of a YAML text's nesting, read before the yaml package parses it: the package recurses per
 * level, and on very deep input (30,000 levels) V8 did not throw a stack overflow but aborted the whole process
 * while compiling a regular expression with the stack exhausted, so deep input must never reach it. One pass over
 * the characters: flow collections (`[`, `{`, outside quotes and comments) plus block levels (each indent deeper
 * than the one before, a `- ` counting as indentation); block scalars (`|`, `>`) are skipped, their text is not YAML.
 */

const SPACE = 0x20;
const DASH = 0x2d;

/** The indent of a line starting at `at`: its leading spaces. */
function spacesAt(text: string, at: number): number {
  let i = at;
  while (text.charCodeAt(i) === SPACE) i++;
  return i - at;
}

/** The levels a line's start opens: one at each `- ` sequence entry (`- - a` is two), then one for its content. */
function levelsOf(text: string, at: number): number[] {
  const levels: number[] = [];
  let i = at + spacesAt(text, at);
  while (text.charCodeAt(i) === DASH && text.charCodeAt(i + 1) === SPACE) {
    levels.push(i - at);
    i += 2;
    i += spacesAt(text, i);
  }
  levels.push(i - at);
  return levels;
}

/** Where a quoted scalar starting at `at` ends (after its closing quote, or at the text's end). */
function quotedEnd(text: string, at: number): number {
  const quote = text[at];
  for (let i = at + 1; i < text.length; i++) {
    const c = text[i];
    if (quote === '"' && c === '\\') i++;
    else if (c === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return i + 1;
    }
  }
  return text.length;
}

interface LineScan {
  /** The flow depth at the line's end. */
  flow: number;
  /** The deepest flow depth in the line. */
  deepest: number;
  /** Whether the line opens a block scalar (ends with `|` or `>` and its indicators). */
  blockScalar: boolean;
}

/** Scans one line (from `start` to `end`) for flow brackets, from flow depth `flow`. */
function scanLine(text: string, start: number, end: number, flow: number): LineScan {
  let deepest = flow;
  let contentEnd = end;
  for (let i = start; i < end; i++) {
    const c = text[i];
    if (c === '"' || c === "'") i = quotedEnd(text, i) - 1;
    else if (c === '#' && (i === start || text[i - 1] === ' ' || text[i - 1] === '\t')) {
      contentEnd = i;
      break;
    } else if (c === '[' || c === '{') deepest = Math.max(deepest, ++flow);
    else if ((c === ']' || c === '}') && flow > 0) flow--;
  }
  // The line's last characters only: a regular expression over a long line of spaces would be quadratic.
  const tail = text.slice(Math.max(start, contentEnd - 16), contentEnd).trimEnd();
  return { flow, deepest, blockScalar: flow === 0 && /(^|[\s:-])[|>][-+0-9]*$/.test(tail) };
}

/** The deepest nesting the text may have (block levels plus flow levels): at most one level over, per sequence entry. */
export function yamlDepth(text: string): number {
  const indents: number[] = [];
  let flow = 0;
  let deepest = 0;
  let scalarIndent = -1;
  for (let start = 0; start <= text.length;) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const spaces = spacesAt(text, start);
    const blank = spaces === end - start || text[start + spaces] === '\r';
    if (scalarIndent >= 0 && (blank || spaces > scalarIndent)) {
      start = end + 1;
      continue;
    }
    scalarIndent = -1;
    if (!blank && flow === 0) {
      while (indents.length && indents[indents.length - 1] >= spaces) indents.pop();
      indents.push(...levelsOf(text, start));
    }
    const line = scanLine(text, start, end, flow);
    flow = line.flow;
    deepest = Math.max(deepest, indents.length + line.deepest);
    if (line.blockScalar) scalarIndent = spaces;
    start = end + 1;
  }
  return deepest;
}
