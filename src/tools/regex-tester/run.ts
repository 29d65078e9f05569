/**
 * A run of the regex tester in words: matches listed in a table (index, numbered and named groups) and marked in the
 * text; Replace previews String.prototype.replace (so $1, $<name>, $& and $$ mean what they mean in JavaScript),
 * Split previews String.prototype.split. It runs in the worker (task.ts) beside the match: the table and notes are
 * worded there rather than carry up to LISTED_MATCHES matches across as data.
 */
import { alignedText, type Structured } from '../../core/shared/structured';
import { compileUserRegex, globalOf } from '../../core/shared/user-regex';
import {
  explainPattern,
  fault,
  findMatches,
  REPLACED_MAX_CHARS,
  type MatchList,
  type RegexTesterOptions,
  type Stretch,
} from './core';
import { explanationText } from './explanation';
import { REGEX_TESTER_MESSAGES as M } from './words';

/** A cell of the table is cut to this many characters. */
const CELL_CHARS = 60;

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
  const explanation = explanationText(explainPattern(options.pattern, options.flags));
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
