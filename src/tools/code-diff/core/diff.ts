import { discardConfusingLines } from './discard';
import { classify, type CompareOptions } from './equivalence';
import { indexLines, type LineIndex } from './lines';
import { compareSequencesSteps, drain } from './myers';
import { shiftBoundaries } from './shift';

export interface DiffOptions extends CompareOptions {
  /** Always find a minimal diff (GNU diff -d): no discarding, no cost bound. Slow on pathological input. */
  minimal?: boolean;
  /** Called now and then with the lines settled so far out of all lines of both texts. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Which texts (old, new) were read from a file: a file's missing final newline is a change, as in GNU diff;
   * typed or pasted text is compared as if it ended with one. Default: both are files (GNU diff's results).
   */
  fromFile?: readonly [old: boolean, new: boolean];
}

/**
 * A line diff of two texts. `blocks` lists the changes, four numbers each: [oldStart, oldEnd, newStart,
 * newEnd) as line indexes; the old lines in the range are replaced by the new ones. Between blocks the lines
 * correspond one to one. Lines are found in the texts through `oldLines`/`newLines` (no line is copied).
 */
export interface LineDiff {
  blocks: Int32Array;
  oldLines: LineIndex;
  newLines: LineIndex;
  /** Lines only in the new text (GNU diff's '>' lines). */
  added: number;
  /** Lines only in the old text (GNU diff's '<' lines). */
  removed: number;
}

/** Identical lines at both ends, which the search never needs to see. */
function commonEnds(a: Int32Array, b: Int32Array): [number, number] {
  const shorter = Math.min(a.length, b.length);
  let prefix = 0;
  while (prefix < shorter && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  return [prefix, suffix];
}

/** The changed flags of both sides (index line + 1, 0 sentinels at both ends) by GNU diff's method. */
function* changedLines(a: Int32Array, b: Int32Array, options: DiffOptions): Generator<void, [Uint8Array, Uint8Array]> {
  const changed: [Uint8Array, Uint8Array] = [new Uint8Array(a.length + 2), new Uint8Array(b.length + 2)];
  const [prefix, suffix] = commonEnds(a, b);
  const middle: [Int32Array, Int32Array] = [
    a.subarray(prefix, a.length - suffix),
    b.subarray(prefix, b.length - suffix),
  ];
  const offset = prefix + 1;
  const total = a.length + b.length;
  const done = 2 * (prefix + suffix);
  const onProgress = options.onProgress;
  if (options.minimal) {
    const real = middle.map((side) => ({ equivs: side, realIndex: side.map((_, i) => i) }));
    yield* search(real[0], real[1], changed, offset, true, onProgress && ((n) => onProgress(done + n, total)));
  } else {
    let classes = 0;
    for (const side of middle) for (let i = 0; i < side.length; i++) classes = Math.max(classes, side[i]);
    const kept = discardConfusingLines(middle, classes, changed, offset);
    const discarded = middle[0].length - kept[0].equivs.length + (middle[1].length - kept[1].equivs.length);
    const progress = onProgress && ((n: number) => onProgress(done + discarded + n, total));
    yield* search(kept[0], kept[1], changed, offset, false, progress);
  }
  shiftBoundaries([a, b], changed);
  onProgress?.(total, total);
  return changed;
}

interface Side {
  equivs: Int32Array;
  realIndex: Int32Array;
}

function* search(
  x: Side,
  y: Side,
  changed: [Uint8Array, Uint8Array],
  offset: number,
  minimal: boolean,
  progress?: (settled: number) => void,
): Generator<void, void> {
  yield* compareSequencesSteps(
    x.equivs,
    y.equivs,
    {
      deleted: (i) => (changed[0][offset + x.realIndex[i]] = 1),
      inserted: (j) => (changed[1][offset + y.realIndex[j]] = 1),
      progress,
    },
    minimal,
  );
}

/** Turns the changed flags into change blocks. */
function toBlocks(changed: [Uint8Array, Uint8Array], n: number, m: number): Int32Array {
  const blocks: number[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && !changed[0][i + 1] && !changed[1][j + 1]) {
      i++;
      j++;
      continue;
    }
    const i0 = i;
    const j0 = j;
    while (i < n && changed[0][i + 1]) i++;
    while (j < m && changed[1][j + 1]) j++;
    // Unchanged lines on one side only cannot be: the flags would not describe an edit script.
    if (i === i0 && j === j0) throw new Error('Inconsistent diff');
    blocks.push(i0, i, j0, j);
  }
  return Int32Array.from(blocks);
}

/**
 * The line diff of two texts (GNU diff's algorithm and results; see the module files), as steps that each
 * take a few milliseconds at most, so a worker can pause between them (`drain` runs them in one go).
 */
export function* diffSteps(oldText: string, newText: string, options: DiffOptions = {}): Generator<void, LineDiff> {
  const [oldFile, newFile] = options.fromFile ?? [true, true];
  const oldLines = indexLines(oldText, oldFile);
  const newLines = indexLines(newText, newFile);
  yield;
  const [a, b] = classify([oldText, newText], [oldLines, newLines], options);
  yield;
  const changed = yield* changedLines(a, b, options);
  let removed = 0;
  let added = 0;
  for (let i = 1; i <= a.length; i++) removed += changed[0][i];
  for (let j = 1; j <= b.length; j++) added += changed[1][j];
  return { blocks: toBlocks(changed, a.length, b.length), oldLines, newLines, added, removed };
}

/** The line diff of two texts in one go (see `diffSteps`). */
export function diffTexts(oldText: string, newText: string, options: DiffOptions = {}): LineDiff {
  return drain(diffSteps(oldText, newText, options));
}
