/**
 * The regex tester's logic: a person's pattern run on a text, as JavaScript runs it. Matches are listed in a
 * table (index, numbered and named groups) and marked in the text; Replace previews String.prototype.replace (so
 * $1, $<name>, $& and $$ mean what they mean in JavaScript), Split previews String.prototype.split. Run only in
 * the tool's worker, under a time limit (src/tools/regex-tester/in-worker.ts): a pattern can backtrack for ever.
 */
import { alignedText, type Structured } from '../../../core/shared/structured';
import { compileUserRegex, globalOf } from '../../../core/shared/user-regex';
import { explainPattern } from './explain';
import { fault } from './faults';
import { REGEX_TESTER_MESSAGES as M } from './messages';
import type { RegexTesterOptions } from './options';
import { substitutionLength } from './replace-size';

export { explainPattern } from './explain';
export { fault, type RegexTesterFaults } from './faults';
export { COMMON_PATTERNS, type CommonPattern } from './patterns';
export { EXPLAIN_MESSAGES, REGEX_TESTER_MESSAGES } from './messages';
export { parseRegexLiteral } from './literal';

export { DEFAULT_REGEX_TESTER_OPTIONS, PATTERN_MAX_CHARS, type RegexTesterOptions } from './options';

/** Rows of the match table: past them the table says how many it left out (the count is of all of them). */
export const LISTED_MATCHES = 1000;
/** Matches marked in the text: the editor draws only what is on screen, but each mark is sent from the worker. */
export const MARKED_MATCHES = 10_000;
/** A cell of the table is cut to this many characters. */
const CELL_CHARS = 60;

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

/** A cell: a group's text on one line, cut to CELL_CHARS, or the unmatched sign. */
function cell(value: string | undefined): string {
  if (value === undefined) return M.unmatched;
  const line = JSON.stringify(value).slice(1, -1);
  return line.length > CELL_CHARS ? `${line.slice(0, CELL_CHARS - 1)}…` : line;
}

/** The match table: #, Index, Match, $1…$n, then each named group as $<name>; a note when there is no match. */
export function matchTable(matches: readonly RegExpExecArray[]): Structured {
  if (matches.length === 0) return [{ kind: 'note', text: M.noMatches }];
  const groups = matches[0].length - 1;
  const names = Object.keys(matches[0].groups ?? {});
  const columns = [
    M.numberColumn,
    M.indexColumn,
    M.matchColumn,
    ...Array.from({ length: groups }, (_, i) => `$${i + 1}`),
    ...names.map((name) => `$<${name}>`),
  ];
  const rows = matches.map((match, row) => [
    String(row + 1),
    String(match.index),
    cell(match[0]),
    ...match.slice(1).map(cell),
    ...names.map((name) => cell(match.groups?.[name])),
  ]);
  return [{ kind: 'table', columns, rows }];
}

export interface RegexRun {
  outputs: Record<string, string>;
  marks: Stretch[];
  notes: Record<string, string>;
  /** Match's table (see core/shared/structured); its aligned text is `outputs.matches`. */
  structured: Record<string, Structured>;
}

function matchNotes(regex: RegExp, list: MatchList): string {
  const said = [M.matchCount(list.count)];
  if (!regex.global && list.count > 0) said.push(M.firstOnly);
  if (list.count > list.listed.length) said.push(M.listedFirst(list.listed.length, list.count));
  if (list.count > list.marks.length) said.push(M.markedFirst(list.marks.length));
  return said.join(' ');
}

/**
 * Runs the action ('match', 'replace' or 'split') on the text. Every action marks the matches in the text and
 * explains the pattern. A bad pattern or flags throw the ToolError of `compileUserRegex`.
 */
export function runRegexTester(action: string, text: string, options: RegexTesterOptions): RegexRun {
  const regex = compileUserRegex(options.pattern, options.flags, { pattern: 'pattern', flags: 'flags' });
  // Split cuts at every match, g or not: those are the ones marked.
  const list = findMatches(
    action === 'split' ? globalOf(regex) : regex,
    text,
    action === 'replace' ? options.replacement : undefined,
  );
  const explanation = explainPattern(options.pattern, options.flags);
  const notes: Record<string, string> = {};
  const outputs: Record<string, string> = { explanation };
  const structured: Record<string, Structured> = {};
  if (action === 'replace') {
    if (list.replacedLength! > REPLACED_MAX_CHARS)
      throw fault('replacedTooLong', { length: list.replacedLength!, limit: REPLACED_MAX_CHARS });
    // A copy: replace reads and resets lastIndex of a global or sticky RegExp.
    outputs.output = text.replace(new RegExp(regex.source, regex.flags), options.replacement);
    notes.output = regex.global
      ? M.matchCount(list.count)
      : `${M.matchCount(Math.min(list.count, 1))}. ${M.replacedFirst}`;
  } else if (action === 'split') {
    const pieces = text.split(globalOf(regex));
    outputs.output = JSON.stringify(pieces, null, 2);
    notes.output = `${M.pieces(pieces.length)}.${regex.source.includes('(') ? ` ${M.splitGroups}` : ''}`;
  } else if (options.pattern === '') {
    // The empty pattern matches the empty text everywhere: nothing to list until one is typed.
    structured.matches = [];
    outputs.matches = '';
    notes.matches = M.typePattern;
  } else {
    structured.matches = matchTable(list.listed);
    outputs.matches = alignedText(structured.matches);
    notes.matches = matchNotes(regex, list);
  }
  return { outputs, marks: list.marks, notes, structured };
}
