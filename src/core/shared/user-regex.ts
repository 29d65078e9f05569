/**
 * A regular expression a person typed: compiled with its flags into a RegExp, or refused with a ToolError that says
 * what is wrong and at which column. Shared by the regex tester and the line tools' regex filter; both run the
 * compiled pattern only in a worker under a time limit (src/workers/regex-time-limit.ts).
 */
import { parse } from 'regjsparser';
import { REGEX_FLAGS, USER_REGEX_MESSAGES } from './regex-flags';
import { ToolError } from './tool-error';

export { REGEX_FLAGS, USER_REGEX_MESSAGES } from './regex-flags';

const M = USER_REGEX_MESSAGES;

/**
 * The option keys a tool holds the pattern and the flags in, where a fault is shown at its field (the kit puts a
 * ToolError whose `at.input` names an option beside that option's field).
 */
export interface RegexFields {
  pattern?: string;
  flags?: string;
}

/** Where a fault is: column `column` of the field named `input`, or nowhere in particular. */
const atField = (input: string | undefined, column = 1) =>
  input === undefined ? undefined : { line: 1, column, input };

/** Refuses flags JavaScript does not take (an unknown letter, one given twice, u with v), with the spec's words. */
export function checkFlags(flags: string, fields: RegexFields = {}): void {
  const seen = new Set<string>();
  const refuse = (description: string, index: number) =>
    new ToolError(M.invalidFlagsTitle, description, atField(fields.flags, index + 1));
  for (const [index, flag] of [...flags].entries()) {
    if (!REGEX_FLAGS.includes(flag)) throw refuse(M.unknownFlag(flag), index);
    if (seen.has(flag)) throw refuse(M.repeatedFlag(flag), index);
    seen.add(flag);
  }
  if (seen.has('u') && seen.has('v')) throw refuse(M.unicodeAndSets, 0);
}

/** The parser's features: everything JavaScript has today, so it refuses what RegExp refuses. */
export const PARSER_FEATURES = {
  lookbehind: true,
  namedGroups: true,
  unicodePropertyEscape: true,
  unicodeSet: true,
  modifiers: true,
} as const;

/** The 1-based column regjsparser names in its error ('… at position 3'), if it names one. */
function parserColumn(pattern: string, flags: string): number | undefined {
  try {
    parse(pattern, flags.replace(/[^imsuv]/g, ''), PARSER_FEATURES);
  } catch (error) {
    const at = /at position (\d+)/.exec(error instanceof Error ? error.message : '');
    if (at) return Math.min(Number(at[1]), pattern.length) + 1;
  }
  return undefined;
}

/** V8's reason without its preamble: 'Invalid regular expression: /(/: Unterminated group' → 'Unterminated group'. */
const reasonOf = (message: string) => message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '');

/** The pattern compiled with its flags, or a ToolError with the engine's reason and the column of the fault. */
export function compileUserRegex(pattern: string, flags: string, fields: RegexFields = {}): RegExp {
  checkFlags(flags, fields);
  try {
    return new RegExp(pattern, flags);
  } catch (error) {
    const reason = reasonOf(error instanceof Error ? error.message : String(error));
    const column = parserColumn(pattern, flags);
    throw new ToolError(
      M.invalidTitle,
      column === undefined ? reason : M.atColumn(reason, column),
      atField(fields.pattern, column),
    );
  }
}

/** A copy of `regex` that also finds every match (`g` added), for listing and counting. */
export const globalOf = (regex: RegExp): RegExp => (regex.global ? regex : new RegExp(regex.source, `${regex.flags}g`));
