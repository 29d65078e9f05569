import type { LineIndex } from './lines';

/**
 * The rows a diff view shows, as a flat Int32Array (four numbers a row) so a 100k-line diff costs a few
 * typed arrays, not 100k objects: [kind, old line, new line, extra]. Line indexes are 0-based, -1 for none.
 *
 * - SAME: the line is in both texts. ADDED / REMOVED: in one only; `extra` is the line it pairs with on
 *   the other side (for word highlights), or -1. In the side-by-side layout a CHANGED row holds a removed
 *   line on the left and an added one on the right (either may be -1).
 * - FOLD: unchanged lines left out; old/new are the first of them, `extra` how many.
 * - NO_NEWLINE: GNU's '\ No newline at end of file' for a file's last line; old/new is that last line on the
 *   side it is about, -1 on the other. Unified, it follows the line where `diff -u` writes it; side by side,
 *   it is the last row (after both texts' last lines), unless they are folded away.
 */
export const SAME = 0;
export const REMOVED = 1;
export const ADDED = 2;
export const CHANGED = 3;
export const FOLD = 4;
export const NO_NEWLINE = 5;

export const ROW_FIELDS = 4;

export interface RowOptions {
  layout: 'unified' | 'split';
  /** Fold runs of unchanged lines longer than twice the context. */
  collapse: boolean;
  /** Unchanged lines kept around each change when folding. */
  context: number;
  /** Folds the reader opened, by the old line they start at. */
  expanded?: ReadonlySet<number>;
}

/** What the rows need of each text: how many lines, and whether its missing final newline counts. */
export type TextEnd = Pick<LineIndex, 'count' | 'noFinalNewline'>;

/** The last line of each text when it lacks a newline that counts, else -1. */
interface Unterminated {
  old: number;
  new: number;
}

export interface DiffRows {
  rows: Int32Array;
  count: number;
  /** The row each change starts at, in order (for next / previous change). */
  changeRows: Int32Array;
}

class RowWriter {
  rows: Int32Array;
  count = 0;
  constructor(capacity: number) {
    this.rows = new Int32Array(Math.max(1, capacity) * ROW_FIELDS);
  }
  push(kind: number, oldLine: number, newLine: number, extra: number) {
    if ((this.count + 1) * ROW_FIELDS > this.rows.length) {
      const grown = new Int32Array(this.rows.length * 2);
      grown.set(this.rows);
      this.rows = grown;
    }
    const at = this.count++ * ROW_FIELDS;
    this.rows[at] = kind;
    this.rows[at + 1] = oldLine;
    this.rows[at + 2] = newLine;
    this.rows[at + 3] = extra;
  }
}

/** The unchanged run [o, o + length) ↔ [n, n + length), folded in its middle when long enough. */
function writeSame(
  out: RowWriter,
  [o, n, length]: [number, number, number],
  options: RowOptions,
  edges: [boolean, boolean],
  ends: Unterminated,
) {
  const keepBefore = edges[0] ? 0 : options.context;
  const keepAfter = edges[1] ? 0 : options.context;
  const hidden = length - keepBefore - keepAfter;
  const fold = options.collapse && hidden > 1 && !options.expanded?.has(o + keepBefore);
  for (let k = 0; k < length; k++) {
    if (fold && k === keepBefore) {
      out.push(FOLD, o + k, n + k, hidden);
      k += hidden - 1;
    } else {
      out.push(SAME, o + k, n + k, -1);
      // diff -u writes context lines from the old text: the marker follows when the old one lacks it.
      if (options.layout === 'unified' && o + k === ends.old)
        out.push(NO_NEWLINE, o + k, n + k === ends.new ? n + k : -1, -1);
    }
  }
}

function writeChange(out: RowWriter, block: Int32Array, layout: RowOptions['layout'], ends: Unterminated) {
  const [o0, o1, n0, n1] = block;
  const removed = o1 - o0;
  const added = n1 - n0;
  if (layout === 'split') {
    for (let k = 0; k < Math.max(removed, added); k++) {
      out.push(CHANGED, k < removed ? o0 + k : -1, k < added ? n0 + k : -1, -1);
    }
    return;
  }
  for (let k = 0; k < removed; k++) {
    out.push(REMOVED, o0 + k, -1, k < added ? n0 + k : -1);
    if (o0 + k === ends.old) out.push(NO_NEWLINE, o0 + k, -1, -1);
  }
  for (let k = 0; k < added; k++) {
    out.push(ADDED, -1, n0 + k, k < removed ? o0 + k : -1);
    if (n0 + k === ends.new) out.push(NO_NEWLINE, -1, n0 + k, -1);
  }
}

/** Side by side: one marker row after the last lines, unless a fold at the end hides them. */
function writeSplitMarker(out: RowWriter, ends: Unterminated) {
  if (ends.old < 0 && ends.new < 0) return;
  if (out.count && out.rows[(out.count - 1) * ROW_FIELDS] === FOLD) return;
  out.push(NO_NEWLINE, ends.old, ends.new, -1);
}

/** Builds the rows of a diff (its change blocks, and each text's line count and end) for one layout. */
export function buildRows(blocks: Int32Array, [old, now]: readonly [TextEnd, TextEnd], options: RowOptions): DiffRows {
  const oldCount = old.count;
  const ends: Unterminated = {
    old: old.noFinalNewline ? old.count - 1 : -1,
    new: now.noFinalNewline ? now.count - 1 : -1,
  };
  const out = new RowWriter(options.collapse ? 64 : oldCount + 16);
  const changeRows = new Int32Array(blocks.length / 4);
  let o = 0;
  let n = 0;
  const changes = blocks.length / 4;
  for (let k = 0; k <= changes; k++) {
    const end = k < changes ? blocks[4 * k] : oldCount;
    writeSame(out, [o, n, end - o], options, [k === 0, k === changes], ends);
    if (k === changes) break;
    changeRows[k] = out.count;
    const block = blocks.subarray(4 * k, 4 * k + 4);
    writeChange(out, block, options.layout, ends);
    o = block[1];
    n = block[3];
  }
  if (options.layout === 'split') writeSplitMarker(out, ends);
  return { rows: out.rows, count: out.count, changeRows };
}
