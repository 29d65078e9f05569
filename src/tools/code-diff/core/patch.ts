import type { LineDiff } from './diff';
import { lineAt, type LineIndex } from './lines';
import { NO_NEWLINE_AT_END } from './messages';

export interface PatchNames {
  /** The file name after 'a/' on the '---' line. */
  oldName: string;
  /** The file name after 'b/' on the '+++' line. */
  newName: string;
}

/** GNU's default: three lines of context around each change. */
export const DEFAULT_CONTEXT = 3;

interface Hunk {
  /** First and last block of the hunk (block numbers). */
  first: number;
  last: number;
}

/** Groups change blocks into hunks: blocks whose context would touch or overlap share a hunk. */
export function groupHunks(blocks: Int32Array, context: number): Hunk[] {
  const hunks: Hunk[] = [];
  for (let k = 0; k < blocks.length / 4; k++) {
    const previous = hunks.at(-1);
    if (previous && blocks[4 * k] - blocks[4 * previous.last + 1] <= 2 * context) previous.last = k;
    else hunks.push({ first: k, last: k });
  }
  return hunks;
}

/** '@@' ranges: 'start,count', the count left out when it is 1; an empty range names the line before it. */
function range(start: number, length: number): string {
  if (length === 1) return `${start + 1}`;
  return `${length === 0 ? start : start + 1},${length}`;
}

/** Appends a line of `text` with its prefix, and GNU's marker when it is the last line and lacks a newline. */
function emit(out: string[], prefix: string, text: string, lines: LineIndex, i: number): void {
  out.push(prefix + lineAt(text, lines, i));
  if (lines.noFinalNewline && i === lines.count - 1) out.push(NO_NEWLINE_AT_END);
}

function emitHunk(out: string[], diff: LineDiff, texts: readonly [string, string], hunk: Hunk, context: number) {
  const { blocks, oldLines, newLines } = diff;
  const [oldText, newText] = texts;
  const before = Math.min(context, blocks[4 * hunk.first]);
  const after = Math.min(context, oldLines.count - blocks[4 * hunk.last + 1]);
  const oldStart = blocks[4 * hunk.first] - before;
  const newStart = blocks[4 * hunk.first + 2] - before;
  const oldEnd = blocks[4 * hunk.last + 1] + after;
  const newEnd = blocks[4 * hunk.last + 3] + after;
  out.push(`@@ -${range(oldStart, oldEnd - oldStart)} +${range(newStart, newEnd - newStart)} @@`);
  let i = oldStart;
  for (let k = hunk.first; k <= hunk.last; k++) {
    const [o0, o1, n0, n1] = blocks.subarray(4 * k, 4 * k + 4);
    for (; i < o0; i++) emit(out, ' ', oldText, oldLines, i);
    for (let x = o0; x < o1; x++) emit(out, '-', oldText, oldLines, x);
    for (let y = n0; y < n1; y++) emit(out, '+', newText, newLines, y);
    i = o1;
  }
  for (; i < oldEnd; i++) emit(out, ' ', oldText, oldLines, i);
}

/**
 * The diff as a unified patch ('--- a/…', '+++ b/…', '@@' hunks), as `diff -u` writes it, which GNU patch
 * and `git apply` accept. Empty when the texts do not differ. Context lines are the old text's.
 */
export function unifiedPatch(
  diff: LineDiff,
  texts: readonly [string, string],
  names: PatchNames,
  context = DEFAULT_CONTEXT,
): string {
  if (!diff.blocks.length) return '';
  const out = [`--- a/${names.oldName}`, `+++ b/${names.newName}`];
  for (const hunk of groupHunks(diff.blocks, context)) emitHunk(out, diff, texts, hunk, context);
  return out.join('\n') + '\n';
}

/**
 * The spec's diff result: every line of both texts in order, prefixed '+ ' (added), '- ' (removed) or two
 * spaces (unchanged), one per line.
 */
export function diffListing(diff: LineDiff, texts: readonly [string, string]): string {
  const { blocks, oldLines, newLines } = diff;
  const [oldText, newText] = texts;
  const out: string[] = [];
  let i = 0;
  for (let k = 0; k <= blocks.length / 4; k++) {
    const last = k === blocks.length / 4;
    const [o0, o1, n0, n1] = last ? [oldLines.count, 0, 0, 0] : blocks.subarray(4 * k, 4 * k + 4);
    for (; i < o0; i++) out.push('  ' + lineAt(oldText, oldLines, i));
    if (last) break;
    for (let x = o0; x < o1; x++) out.push('- ' + lineAt(oldText, oldLines, x));
    for (let y = n0; y < n1; y++) out.push('+ ' + lineAt(newText, newLines, y));
    i = o1;
  }
  return out.join('\n');
}
