/**
 * Minify on sql-formatter's own tokens: comments go, whitespace between tokens becomes one space where two tokens
 * would otherwise run together and nothing where punctuation separates them. A token's own text is never touched
 * (strings, quoted names such as "x  y", `x` and [x], dollar-quoted bodies), except the runs of whitespace inside
 * a keyword phrase ('ORDER   BY'), which become one space.
 */
import { namesTakeDashes, type SqlDialect, type SqlToken } from './dialects';

const COMMENTS = new Set(['LINE_COMMENT', 'BLOCK_COMMENT']);

/** Tokens that never run together with a neighbour, so no space is needed beside them. */
const SEPARATORS = new Set([',', ';', '(', ')']);

/** A character that can end or start a name, number, string or quoted name (never one of an operator). */
const WORDLIKE = /[\p{L}\p{N}_'"`]/u;

/**
 * Whether `before` and `after`, which had whitespace or a comment between them, need a space to stay two tokens.
 * Beside a separator, no. An operator beside a name or a literal, no ('a=1'), but '-' before a number does; two
 * operators keep their space ('a - -1' must not become a comment, and PostgreSQL reads '<-' as one operator); so
 * does anything else. Where names take dashes, '-' keeps its spaces.
 */
function needsSpace(before: SqlToken, after: SqlToken, dashes: boolean): boolean {
  if (SEPARATORS.has(before.raw) || SEPARATORS.has(after.raw)) return false;
  if (before.type === 'OPERATOR' && after.type !== 'OPERATOR')
    // '-' and a number would become one negative number ('- /* c */ 1' is an operator and a number).
    return !WORDLIKE.test(after.raw[0]) || (before.raw.endsWith('-') && (dashes || /^[\d.]/.test(after.raw)));
  if (after.type === 'OPERATOR' && before.type !== 'OPERATOR')
    return !WORDLIKE.test(before.raw.at(-1)!) || (dashes && after.raw.startsWith('-'));
  return true;
}

/** A keyword phrase's own whitespace ('GROUP\n  BY') as one space; every other token as written. */
const compact = (token: SqlToken): string =>
  token.type.startsWith('RESERVED_') ? token.raw.replace(/\s+/g, ' ') : token.raw;

/** T-SQL's batch separator: sqlcmd and SSMS read GO only on a line of its own, so it keeps its lines. */
const isBatchSeparator = (token: SqlToken, dialect: SqlDialect) =>
  dialect === 'transactsql' && /^go$/i.test(token.raw) && /\n/.test(token.precedingWhitespace ?? '');

/** The tokens, minified, as one text. */
export function minifyTokens(tokens: readonly SqlToken[], dialect: SqlDialect): string {
  const parts: string[] = [];
  let previous: SqlToken | undefined;
  let gap = false; // whitespace or a comment since the previous token
  let lineAfter = false;
  const dashes = namesTakeDashes(dialect);
  for (const token of tokens) {
    gap ||= token.precedingWhitespace !== undefined;
    if (COMMENTS.has(token.type)) {
      gap = true;
      continue;
    }
    if (previous) {
      const separator = isBatchSeparator(token, dialect);
      if (lineAfter || separator) parts.push('\n');
      else if (gap && needsSpace(previous, token, dashes)) parts.push(' ');
      lineAfter = separator;
    }
    parts.push(compact(token));
    previous = token;
    gap = false;
  }
  return parts.join('');
}
