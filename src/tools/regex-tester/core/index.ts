/**
 * The regex tester's logic: a person's pattern run on a text, as JavaScript runs it: every match found, counted and
 * marked, and the length Replace would write (../run.ts words the run). Run only in the tool's worker, under a time
 * limit (src/tools/regex-tester/in-worker.ts): a pattern can backtrack for ever.
 */
import { substitutionLength } from './replace-size';

export { explainPattern, type Explanation, type ExplainLine, type Said } from './explain';
export { fault, type RegexTesterFaults } from './faults';
export { COMMON_PATTERNS, type CommonPattern } from './patterns';
export { parseRegexLiteral } from './literal';

export { DEFAULT_REGEX_TESTER_OPTIONS, PATTERN_MAX_CHARS, type RegexTesterOptions } from './options';

/** Rows of the match table: past them the table says how many it left out (the count is of all of them). */
export const LISTED_MATCHES = 1000;
/** Matches marked in the text: the editor draws only what is on screen, but each mark is sent from the worker. */
export const MARKED_MATCHES = 10_000;
/** A stretch of the text, [from, to) in UTF-16 units. */
export type Stretch = readonly [number, number];

export interface MatchList {
  count: number;
  /** The first LISTED_MATCHES matches. */
  listed: RegExpExecArray[];
  /** The first MARKED_MATCHES matches' stretches (empty matches included, as [i, i]). */
  marks: Stretch[];
  /** With a replacement: the length the replaced text would have (./replace-size). */
  replacedLength?: number;
}

/**
 * The longest text Replace writes: under V8's longest string (2^29 - 24 characters), past which replace throws
 * "Invalid string length".
 */
export const REPLACED_MAX_CHARS = 500_000_000;

/** Where the search goes on after an empty match: past the next character (a whole code point in Unicode mode). */
function afterEmpty(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const unit = text.charCodeAt(index);
  const next = text.charCodeAt(index + 1);
  return unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? index + 2 : index + 1;
}

/**
 * Every match of `regex` in `text` (only the first without g, as exec finds it), counted, listed and marked; with a
 * `replacement`, the length the replaced text would have.
 */
export function findMatches(regex: RegExp, text: string, replacement?: string): MatchList {
  const list: MatchList = { count: 0, listed: [], marks: [] };
  let replacedLength = text.length;
  const unicode = regex.unicode || regex.flags.includes('v');
  const search = new RegExp(regex.source, regex.flags);
  search.lastIndex = 0;
  for (let match = search.exec(text); match !== null; match = search.exec(text)) {
    list.count += 1;
    if (list.listed.length < LISTED_MATCHES) list.listed.push(match);
    if (list.marks.length < MARKED_MATCHES) list.marks.push([match.index, match.index + match[0].length]);
    if (replacement !== undefined) replacedLength += substitutionLength(replacement, match, text) - match[0].length;
    if (!search.global) break;
    if (match[0] === '') search.lastIndex = afterEmpty(text, search.lastIndex, unicode);
  }
  if (replacement !== undefined) list.replacedLength = replacedLength;
  return list;
}

/** The number of matches, and nothing else (the bench's count; no arrays kept). */
export function countMatches(regex: RegExp, text: string): number {
  return findMatches(regex, text).count;
}
