/** The pattern's explanation in words: the flags, then a line per token, its text on the left and its words on the right. */
import type { Explanation, ExplainLine, Said } from './core';
import { EXPLAIN_MESSAGES as E } from './words';

/** A token's text column is at most this wide: a longer token has its description after two spaces. */
const TOKEN_COLUMN = 32;
/** Tokens deeper than this are indented no further (a pattern nested thousands deep would be mostly spaces). */
const MAX_INDENT = 40;
/** A group's token is its whole text: past this many characters it is cut (its tokens follow on their lines). */
const TOKEN_CHARS = 48;

/** A line's code in words, its arguments first (a quantifier's times is a code of its own). */
function worded({ code, args }: Said): string {
  const entry: unknown = E[code];
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'function') {
    const values = args.map((arg) => (typeof arg === 'object' ? worded(arg) : arg));
    return (entry as (...values: unknown[]) => string)(...values);
  }
  return (entry as Readonly<Record<string, string>>)[args[0] as string];
}

/** Line breaks and tabs in a token shown as escapes, so each token stays on its line; a long one cut. */
function oneLine(token: string): string {
  const cut = token.length > TOKEN_CHARS ? `${token.slice(0, TOKEN_CHARS - 1)}…` : token;
  return cut.replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');
}

function layout(lines: readonly ExplainLine[]): string {
  const width = Math.min(
    TOKEN_COLUMN,
    lines.reduce(
      (widest, line) => Math.max(widest, Math.min(line.depth, MAX_INDENT) * 2 + oneLine(line.token).length),
      0,
    ),
  );
  return lines
    .map(({ depth, token, said }) => {
      const left = '  '.repeat(Math.min(depth, MAX_INDENT)) + oneLine(token);
      return `${left.padEnd(width)}  ${worded(said)}`;
    })
    .join('\n');
}

/** The explanation as the Explanation pane shows it. */
export function explanationText(explanation: Explanation): string {
  const flagLines = explanation.flags.map((flag) => `  ${E.flags[flag]}`);
  const head = flagLines.length ? [E.flagsHeading, ...flagLines, ''] : [];
  if (explanation.kind === 'empty') return [...head, E.emptyPattern].join('\n');
  if (explanation.kind === 'unparsed') return [...head, E.unparsed(explanation.reason)].join('\n');
  return [...head, E.patternHeading, layout(explanation.lines)].join('\n');
}
