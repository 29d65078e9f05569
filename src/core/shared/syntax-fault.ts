/**
 * What a parser says is wrong with an input, and where: the formatters turn it into their ToolError (with the
 * spec's title) and the editor jumps to `at`.
 */
import type { TextPosition } from './text-position';

export interface SyntaxFault {
  /** The parser's reason in one line, without its position or code frame, e.g. 'Unexpected token'. */
  reason: string;
  at?: TextPosition;
}

interface PrettierSyntaxError {
  name: string;
  message: string;
  loc?: { start?: { line?: number | null; column?: number | null } };
}

const isPrettierSyntaxError = (error: unknown): error is PrettierSyntaxError =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'SyntaxError' &&
  typeof (error as { message?: unknown }).message === 'string';

const validPosition = (line: unknown, column: unknown): TextPosition | undefined =>
  Number.isInteger(line) && Number.isInteger(column) && (line as number) > 0 && (column as number) > 0
    ? { line: line as number, column: column as number }
    : undefined;

/**
 * The fault in a Prettier parse error (its `loc` is 1-based line and column), or null for anything else (a
 * bug is not the input's fault and should not be reported as one).
 */
export function prettierSyntaxFault(error: unknown): SyntaxFault | null {
  if (!isPrettierSyntaxError(error)) return null;
  const firstLine = error.message.split('\n', 1)[0];
  const reason = firstLine
    .replace(/ \((?:\d+|NaN):(?:\d+|NaN)\)$/, '')
    .replace(/^[A-Za-z]*SyntaxError: /, '')
    .trim();
  const at = validPosition(error.loc?.start?.line, error.loc?.start?.column);
  return at ? { reason: reason || 'Syntax error', at } : { reason: reason || 'Syntax error' };
}

/** ' at line L, column C' for a message, or '' when the position is unknown. */
export const atLineAndColumn = (at: TextPosition | undefined) => (at ? ` at line ${at.line}, column ${at.column}` : '');
