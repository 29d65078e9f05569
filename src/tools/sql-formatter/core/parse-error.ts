/** sql-formatter's parse errors as the tool's fault: the problem as a code, and the line and column as `at`. */
import type { TextPosition } from '../../../core/shared/text-position';
import type { SqlDialect } from './dialects';
import { fault, type SqlProblem } from './faults';

/** The longest piece of the input a message quotes. */
const QUOTE_CHARS = 20;

/** A piece of the input as a message quotes it: short, on one line, control characters written as \u0000. */
const quote = (text: string) => {
  const flat = text
    .replace(/[\t\n\r ]+/g, ' ')
    .replace(/\p{Cc}/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return flat.length > QUOTE_CHARS ? `${flat.slice(0, QUOTE_CHARS)}…` : flat;
};

interface SqlFault {
  problem: SqlProblem;
  /** The unexpected token, quoted briefly. */
  token?: string;
  at?: TextPosition;
}

/**
 * The fault in one of sql-formatter's messages, or null for another error (a bug, not the input's fault). Its
 * tokenizer says 'Parse error: Unexpected "…" at line L column C.', its parser 'Parse error at token: … at line L
 * column C' (1-based, as ours), and 'Parse error: Invalid SQL' when the statement ends too soon.
 */
export function sqlFault(error: unknown): SqlFault | null {
  if (!(error instanceof Error) || !error.message.startsWith('Parse error')) return null;
  const message = error.message.slice(0, 2000);
  const lexer = /^Parse error: Unexpected "([\s\S]*)" at line (\d+) column (\d+)\./.exec(message);
  if (lexer) return { problem: 'unexpected', token: quote(lexer[1]), at: position(lexer[2], lexer[3]) };
  const parser = /^Parse error at token: ([\s\S]*?) at line (\d+) column (\d+)\n/.exec(message);
  if (parser) {
    const at = position(parser[2], parser[3]);
    return parser[1] === '«EOF»'
      ? { problem: 'endOfInput', at }
      : { problem: 'unexpected', token: quote(parser[1]), at };
  }
  return { problem: /Ambiguous/.test(message) ? 'ambiguous' : 'incomplete' };
}

const position = (line: string, column: string): TextPosition => ({ line: Number(line), column: Number(column) });

/** Runs a sql-formatter call; its parse error becomes the `invalid` fault with the problem and position. */
export function withSqlFaults<T>(dialect: SqlDialect, call: () => T): T {
  try {
    return call();
  } catch (error) {
    const found = sqlFault(error);
    if (!found) throw error;
    const { problem, token, at } = found;
    const params = { problem, ...(token !== undefined && { token }), ...(at && { line: at.line, column: at.column }) };
    throw fault('invalid', { ...params, standard: dialect === 'sql' }, at);
  }
}
