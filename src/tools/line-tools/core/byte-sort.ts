/**
 * Alphabetical sort (and `sort -u`) of a UTF-8 file's lines straight on its bytes, with no string made per line: UTF-8
 * byte order is code point order, the order `LC_ALL=C sort` and the string path give. The lines are byte ranges, sorted
 * by a three-way radix quicksort that looks at four bytes a step, and the output is copied range by range. About 5x
 * faster than the engine's string sort on 100 MB of lines (bench: "Sort -u"). The string path (./index.ts) does every
 * other option, and this path answers only where it gives the very same bytes (see `fitsByteSort`).
 */
import { concatBytes } from '../../../core/shared/bytes';
import type { LineCounts } from '.';
import type { LineToolsOptions } from './options';

/** The options this path does exactly as the string path: a plain alphabetical sort, optionally without repeats. */
export const fitsByteSort = (o: LineToolsOptions) =>
  o.order === 'alpha' &&
  !o.ignoreCase &&
  !o.counts &&
  !o.trim &&
  (o.filter === 'none' || o.filterText === '') &&
  o.prefix === '' &&
  o.suffix === '' &&
  !o.numbers;

const LF = 0x0a;
const CR = 0x0d;

/** The lines of a text as byte ranges [starts[i], ends[i]), as `splitLines` reads it (a final break ends a line). */
export interface ByteLines {
  starts: Int32Array;
  ends: Int32Array;
  finalBreak: boolean;
}

/** Splits on LF; null when the text holds a CR (the string path reads CRLF). */
export function byteLines(bytes: Uint8Array): ByteLines | null {
  if (bytes.length === 0) return { starts: new Int32Array(0), ends: new Int32Array(0), finalBreak: false };
  if (bytes.includes(CR)) return null;
  let breaks = 0;
  for (let at = bytes.indexOf(LF); at !== -1; at = bytes.indexOf(LF, at + 1)) breaks++;
  const finalBreak = bytes[bytes.length - 1] === LF;
  const count = finalBreak ? breaks : breaks + 1;
  const starts = new Int32Array(count);
  const ends = new Int32Array(count);
  let start = 0;
  let line = 0;
  for (let at = bytes.indexOf(LF); at !== -1; at = bytes.indexOf(LF, at + 1)) {
    starts[line] = start;
    ends[line++] = at;
    start = at + 1;
  }
  if (!finalBreak) {
    starts[line] = start;
    ends[line] = bytes.length;
  }
  return { starts, ends, finalBreak };
}

/** Whether line x comes before line y, both equal before byte `depth`. */
function before(bytes: Uint8Array, { starts, ends }: ByteLines, x: number, y: number, depth: number): boolean {
  let p = starts[x] + depth;
  let q = starts[y] + depth;
  const pEnd = ends[x];
  const qEnd = ends[y];
  for (; p < pEnd && q < qEnd; p++, q++) if (bytes[p] !== bytes[q]) return bytes[p] < bytes[q];
  return pEnd - p < qEnd - q;
}

/** Insertion sort of order[lo, hi), for the short runs the radix passes leave. */
function insertionSort(bytes: Uint8Array, lines: ByteLines, order: Int32Array, lo: number, hi: number, depth: number) {
  for (let i = lo + 1; i < hi; i++) {
    const line = order[i];
    let j = i;
    for (; j > lo && before(bytes, lines, line, order[j - 1], depth); j--) order[j] = order[j - 1];
    order[j] = line;
  }
}

/** Key bytes a step: eight, as two 32-bit words (big-endian, zero past the end), and how many there were (8: more). */
const STEP = 8;
const SHORT_RUN = 32;

/**
 * Each line's key at one depth, in arrays that move with the order through the passes: two words and the count of
 * bytes they hold. A line that ends sooner sorts first among equal words, as a prefix does (`ab` before `ab\0`).
 */
class Keys {
  order: Int32Array;
  high: Uint32Array;
  low: Uint32Array;
  held: Uint8Array;
  private spare: Keys | undefined;

  constructor(n: number, spare = true) {
    this.order = new Int32Array(n);
    this.high = new Uint32Array(n);
    this.low = new Uint32Array(n);
    this.held = new Uint8Array(n);
    if (spare) this.spare = new Keys(n, false);
  }

  /** Reads the keys of order[lo, hi) at `depth`. */
  read(bytes: Uint8Array, { starts, ends }: ByteLines, lo: number, hi: number, depth: number) {
    for (let i = lo; i < hi; i++) {
      const at = starts[this.order[i]] + depth;
      const left = Math.min(ends[this.order[i]] - at, STEP);
      let high = 0;
      let low = 0;
      for (let k = 0; k < 4; k++) high = high * 256 + (k < left ? bytes[at + k] : 0);
      for (let k = 4; k < 8; k++) low = low * 256 + (k < left ? bytes[at + k] : 0);
      this.high[i] = high;
      this.low[i] = low;
      this.held[i] = left;
    }
  }

  /** Sorts order[lo, hi) by its keys: least significant first (held, then the low word, then the high one). */
  sort(lo: number, hi: number) {
    // The two sets of arrays swap roles after each pass that moved something; one copy at the end brings it home.
    const sets = [this, this.spare!];
    let from = 0;
    const step = (key: 'held' | 'low' | 'high', shift: number) => {
      if (countingPass(sets[from], sets[1 - from], lo, hi, sets[from][key], shift)) from = 1 - from;
    };
    step('held', 0);
    for (let shift = 0; shift < 32; shift += 8) step('low', shift);
    for (let shift = 0; shift < 32; shift += 8) step('high', shift);
    if (from === 1) sets[1].copyTo(this, lo, hi);
  }

  copyTo(to: Keys, lo: number, hi: number) {
    to.order.set(this.order.subarray(lo, hi), lo);
    to.high.set(this.high.subarray(lo, hi), lo);
    to.low.set(this.low.subarray(lo, hi), lo);
    to.held.set(this.held.subarray(lo, hi), lo);
  }

  /** Whether lines i and i - 1 have the same key. */
  same(i: number) {
    return this.high[i] === this.high[i - 1] && this.low[i] === this.low[i - 1] && this.held[i] === this.held[i - 1];
  }
}

/**
 * One stable counting pass of [lo, hi) on 8 bits of a key, from one set of arrays into the other; false (and nothing
 * moved) when those bits are the same on every line.
 */
function countingPass(from: Keys, to: Keys, lo: number, hi: number, digits: Uint32Array | Uint8Array, shift: number) {
  const counts = new Int32Array(257);
  for (let i = lo; i < hi; i++) counts[((digits[i] >>> shift) & 0xff) + 1]++;
  if (counts.includes(hi - lo)) return false;
  for (let d = 1; d < 257; d++) counts[d] += counts[d - 1];
  for (let i = lo; i < hi; i++) {
    const at = lo + counts[(digits[i] >>> shift) & 0xff]++;
    to.order[at] = from.order[i];
    to.high[at] = from.high[i];
    to.low[at] = from.low[i];
    to.held[at] = from.held[i];
  }
  return true;
}

/**
 * The line numbers in byte order (a permutation of 0..n-1). MSD radix: the lines are sorted on their first eight
 * bytes by LSD counting passes, then each run that shares them and goes on is sorted on the next eight, and so on.
 */
export function sortByteLines(bytes: Uint8Array, lines: ByteLines): Int32Array {
  const n = lines.starts.length;
  const keys = new Keys(n);
  for (let i = 0; i < n; i++) keys.order[i] = i;
  // Runs still to sort, as [lo, hi, depth] triples: no recursion, so no stack limit on any input.
  const runs = [0, n, 0];
  while (runs.length) {
    const depth = runs.pop()!;
    const hi = runs.pop()!;
    const lo = runs.pop()!;
    if (hi - lo < SHORT_RUN) {
      insertionSort(bytes, lines, keys.order, lo, hi, depth);
      continue;
    }
    keys.read(bytes, lines, lo, hi, depth);
    keys.sort(lo, hi);
    for (let start = lo, i = lo + 1; i <= hi; i++) {
      if (i < hi && keys.same(i)) continue;
      if (i - start > 1 && keys.held[start] === STEP) runs.push(start, i, depth + STEP);
      start = i;
    }
  }
  return keys.order;
}

/** Where the lines are cut into parts: their first two bytes as one number, in byte order (a shorter line first). */
function headKey(bytes: Uint8Array, start: number, end: number): number {
  const length = end - start;
  if (length === 0) return 0;
  if (length === 1) return bytes[start] * 257 + 1;
  return bytes[start] * 257 + bytes[start + 1] + 2;
}
const HEAD_KEYS = 256 * 257 + 1;

/**
 * The lines of part `part` of `parts`, each part about as many lines as the others: the parts are ranges of head keys,
 * so every line of one part sorts before every line of the next, and equal lines always share a part.
 */
function linesOfPart(bytes: Uint8Array, lines: ByteLines, part: number, parts: number): ByteLines {
  const { starts, ends } = lines;
  const keys = new Int32Array(starts.length);
  const counts = new Int32Array(HEAD_KEYS);
  for (let i = 0; i < starts.length; i++) counts[(keys[i] = headKey(bytes, starts[i], ends[i]))]++;
  // Part p takes the keys from the first where the lines before it reach p/parts of all (the same cut in every worker).
  const cut = (p: number) => {
    if (p === 0) return 0;
    if (p === parts) return HEAD_KEYS;
    const wanted = (starts.length * p) / parts;
    let seen = 0;
    for (let key = 0; key < HEAD_KEYS; key++) if ((seen += counts[key]) >= wanted) return key + 1;
    return HEAD_KEYS;
  };
  const [from, to] = [cut(part), cut(part + 1)];
  let count = 0;
  for (let i = 0; i < keys.length; i++) if (keys[i] >= from && keys[i] < to) count++;
  const mine = { starts: new Int32Array(count), ends: new Int32Array(count), finalBreak: lines.finalBreak };
  for (let i = 0, k = 0; i < keys.length; i++)
    if (keys[i] >= from && keys[i] < to) {
      mine.starts[k] = starts[i];
      mine.ends[k++] = ends[i];
    }
  return mine;
}

/** The lines' ranges in sorted order, side by side in memory for the passes that follow. */
function inOrder({ starts, ends }: ByteLines, order: Int32Array): ByteLines {
  const sorted = { starts: new Int32Array(order.length), ends: new Int32Array(order.length), finalBreak: false };
  for (let i = 0; i < order.length; i++) {
    sorted.starts[i] = starts[order[i]];
    sorted.ends[i] = ends[order[i]];
  }
  return sorted;
}

/** Whether sorted lines i and j hold the same bytes. */
function sameLine(bytes: Uint8Array, { starts, ends }: ByteLines, i: number, j: number): boolean {
  const length = ends[i] - starts[i];
  if (length !== ends[j] - starts[j]) return false;
  for (let k = 0; k < length; k++) if (bytes[starts[i] + k] !== bytes[starts[j] + k]) return false;
  return true;
}

/** The sorted lines kept, in output order: empty ones dropped where asked, repeats dropped where asked, Z to A. */
function keptLines(bytes: Uint8Array, sorted: ByteLines, options: LineToolsOptions): Int32Array {
  const kept = new Int32Array(sorted.starts.length);
  let count = 0;
  for (let i = 0; i < sorted.starts.length; i++) {
    if (options.removeEmpty && sorted.ends[i] === sorted.starts[i]) continue;
    if (options.dedupe !== 'none' && count && sameLine(bytes, sorted, kept[count - 1], i)) continue;
    kept[count++] = i;
  }
  const lines = kept.subarray(0, count);
  return options.descending ? lines.reverse() : lines;
}

/** The kept lines' bytes, joined by LF (short lines copied byte by byte: a subarray per line costs more). */
function joined(bytes: Uint8Array, { starts, ends }: ByteLines, kept: Int32Array) {
  let size = 0;
  for (let k = 0; k < kept.length; k++) size += ends[kept[k]] - starts[kept[k]] + 1;
  const output = new Uint8Array(Math.max(size - 1, 0));
  let at = 0;
  for (let k = 0; k < kept.length; k++) {
    if (k > 0) output[at++] = LF;
    const start = starts[kept[k]];
    const end = ends[kept[k]];
    if (end - start > 64) output.set(bytes.subarray(start, end), at);
    else for (let p = start, q = at; p < end; p++, q++) output[q] = bytes[p];
    at += end - start;
  }
  return output;
}

/** One part of a sort shared out by the lines' first bytes: its lines sorted and kept, joined by LF (no final one). */
export interface SortedPart {
  output: Uint8Array<ArrayBuffer>;
  lines: number;
  kept: number;
  nonEmpty: number;
  /** Whether the whole text ends with a line break (the joined output then does too). */
  finalBreak: boolean;
}

/**
 * Part `part` of `parts` of the string path's result for these options, from the bytes of a well-formed UTF-8 text
 * (no BOM); null where this path does not apply (a CR in the text, or options it does not do). Each part can be
 * sorted in a worker of its own; `partsInOutputOrder` says how they join.
 */
export function sortPartOfBytes(bytes: Uint8Array, options: LineToolsOptions, part = 0, parts = 1): SortedPart | null {
  if (!fitsByteSort(options)) return null;
  const all = byteLines(bytes);
  if (!all) return null;
  const lines = parts === 1 ? all : linesOfPart(bytes, all, part, parts);
  const sorted = inOrder(lines, sortByteLines(bytes, lines));
  const kept = keptLines(bytes, sorted, options);
  let nonEmpty = lines.starts.length;
  if (options.removeEmpty)
    for (let i = 0; i < lines.starts.length; i++) if (lines.ends[i] === lines.starts[i]) nonEmpty--;
  return {
    output: joined(bytes, sorted, kept),
    lines: lines.starts.length,
    kept: kept.length,
    nonEmpty,
    finalBreak: all.finalBreak,
  };
}

/**
 * How the parts join: those with lines, in output order (Z to A takes them last first), one LF between two, and a
 * final LF when the text had one. The counts are over them all, as the string path counts.
 */
export function partsInOutputOrder<P extends Omit<SortedPart, 'output'>>(
  parts: readonly P[],
  options: LineToolsOptions,
) {
  const ordered = parts.filter((p) => p.kept > 0);
  if (options.descending) ordered.reverse();
  const sum = (key: 'lines' | 'kept' | 'nonEmpty') => parts.reduce((total, p) => total + p[key], 0);
  const duplicates = sum('nonEmpty') - sum('kept');
  return {
    ordered,
    finalBreak: ordered.length > 0 && parts[0].finalBreak,
    counts: { in: sum('lines'), out: sum('kept'), filtered: 0, duplicates },
  };
}

export interface ByteSortResult {
  /** The lines in order, joined by LF, with a final LF where the text had one. */
  output: Uint8Array<ArrayBuffer>;
  /** The counts the string path gives. */
  counts: LineCounts;
}

/** The whole result in one piece: every part sorted here and joined (tests; a worker sorts one part). */
export function sortLinesOfBytes(bytes: Uint8Array, options: LineToolsOptions, parts = 1): ByteSortResult | null {
  const sorted: SortedPart[] = [];
  for (let part = 0; part < parts; part++) {
    const one = sortPartOfBytes(bytes, options, part, parts);
    if (!one) return null;
    sorted.push(one);
  }
  const { ordered, finalBreak, counts } = partsInOutputOrder(sorted, options);
  const pieces = ordered.flatMap((p, i) => (i ? [NEWLINE, p.output] : [p.output]));
  return { output: concatBytes(finalBreak ? [...pieces, NEWLINE] : pieces), counts };
}

const NEWLINE = new Uint8Array([LF]);
