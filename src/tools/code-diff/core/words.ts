import { compareSequences } from './myers';

/** Lines longer than this get no word highlights (a minified file's one line would cost too much). */
export const WORD_DIFF_MAX_CHARS = 4000;

/** Lines sharing less than this share of their non-blank characters are different lines, not edited ones. */
const MIN_SIMILARITY = 0.5;

/** Character ranges [start, end) of a line that differ from its counterpart. */
export type Ranges = [number, number][];

const TOKEN = /\w+|\s+|[^\w\s]/gu;

function tokenize(line: string): { starts: number[]; tokens: string[] } {
  const starts: number[] = [];
  const tokens: string[] = [];
  for (const match of line.matchAll(TOKEN)) {
    starts.push(match.index);
    tokens.push(match[0]);
  }
  starts.push(line.length);
  return { starts, tokens };
}

/** Merges the changed tokens into character ranges. */
function toRanges(changed: Uint8Array, starts: number[]): Ranges {
  const ranges: Ranges = [];
  for (let t = 0; t < changed.length; t++) {
    if (!changed[t]) continue;
    const last = ranges.at(-1);
    if (last && last[1] === starts[t]) last[1] = starts[t + 1];
    else ranges.push([starts[t], starts[t + 1]]);
  }
  return ranges;
}

/** Unchanged non-blank characters of both lines over all their non-blank characters (1 for two blank lines). */
function similarity(oldTokens: string[], changedOld: Uint8Array, newTokens: string[], changedNew: Uint8Array) {
  let kept = 0;
  let all = 0;
  const count = (tokens: string[], changed: Uint8Array) =>
    tokens.forEach((token, t) => {
      if (/^\s/.test(token)) return;
      all += token.length;
      if (!changed[t]) kept += token.length;
    });
  count(oldTokens, changedOld);
  count(newTokens, changedNew);
  return all ? kept / all : 1;
}

/**
 * The words (runs of letters and digits, of spaces, or single symbols) that differ between an old line and
 * the new line that replaced it, as character ranges of each. Null when a line is too long to compare, or
 * when the two lines have too little in common to be one line edited.
 */
export function wordDiff(oldLine: string, newLine: string): { old: Ranges; new: Ranges } | null {
  if (oldLine.length > WORD_DIFF_MAX_CHARS || newLine.length > WORD_DIFF_MAX_CHARS) return null;
  const a = tokenize(oldLine);
  const b = tokenize(newLine);
  const ids = new Map<string, number>();
  const idOf = (token: string) => ids.get(token) ?? (ids.set(token, ids.size + 1), ids.size);
  const x = Int32Array.from(a.tokens, idOf);
  const y = Int32Array.from(b.tokens, idOf);
  const changedOld = new Uint8Array(x.length);
  const changedNew = new Uint8Array(y.length);
  compareSequences(x, y, { deleted: (i) => (changedOld[i] = 1), inserted: (j) => (changedNew[j] = 1) });
  if (similarity(a.tokens, changedOld, b.tokens, changedNew) < MIN_SIMILARITY) return null;
  return { old: toRanges(changedOld, a.starts), new: toRanges(changedNew, b.starts) };
}
