/**
 * The rows a diff view shows, as a flat Int32Array (four numbers a row) so a 100k-line diff costs a few
 * typed arrays, not 100k objects: [kind, old line, new line, extra]. Line indexes are 0-based, -1 for none.
 *
 * - SAME: the line is in both texts. ADDED / REMOVED: in one only; `extra` is the line it pairs with on
 *   the other side (for word highlights), or -1. In the side-by-side layout a CHANGED row holds a removed
 *   line on the left and an added one on the right (either may be -1).
 * - FOLD: unchanged lines left out; old/new are the first of them, `extra` how many.
 */
export const SAME = 0;
export const REMOVED = 1;
export const ADDED = 2;
export const CHANGED = 3;
export const FOLD = 4;

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
  o: number,
  n: number,
  length: number,
  options: RowOptions,
  edges: [boolean, boolean],
) {
  const keepBefore = edges[0] ? 0 : options.context;
  const keepAfter = edges[1] ? 0 : options.context;
  const hidden = length - keepBefore - keepAfter;
  const fold = options.collapse && hidden > 1 && !options.expanded?.has(o + keepBefore);
  for (let k = 0; k < length; k++) {
    if (fold && k === keepBefore) {
      out.push(FOLD, o + k, n + k, hidden);
      k += hidden - 1;
    } else out.push(SAME, o + k, n + k, -1);
  }
}

function writeChange(out: RowWriter, block: Int32Array, layout: RowOptions['layout']) {
  const [o0, o1, n0, n1] = block;
  const removed = o1 - o0;
  const added = n1 - n0;
  if (layout === 'split') {
    for (let k = 0; k < Math.max(removed, added); k++) {
      out.push(CHANGED, k < removed ? o0 + k : -1, k < added ? n0 + k : -1, -1);
    }
    return;
  }
  for (let k = 0; k < removed; k++) out.push(REMOVED, o0 + k, -1, k < added ? n0 + k : -1);
  for (let k = 0; k < added; k++) out.push(ADDED, -1, n0 + k, k < removed ? o0 + k : -1);
}

/** Builds the rows of a diff (its change blocks and line counts) for one layout. */
export function buildRows(blocks: Int32Array, oldCount: number, options: RowOptions): DiffRows {
  const out = new RowWriter(options.collapse ? 64 : oldCount + 16);
  const changeRows = new Int32Array(blocks.length / 4);
  let o = 0;
  let n = 0;
  const changes = blocks.length / 4;
  for (let k = 0; k <= changes; k++) {
    const end = k < changes ? blocks[4 * k] : oldCount;
    writeSame(out, o, n, end - o, options, [k === 0, k === changes]);
    if (k === changes) break;
    changeRows[k] = out.count;
    const block = blocks.subarray(4 * k, 4 * k + 4);
    writeChange(out, block, options.layout);
    o = block[1];
    n = block[3];
  }
  return { rows: out.rows, count: out.count, changeRows };
}
