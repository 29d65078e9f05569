/** sql-formatter's own tokens of a text, and their parenthesis depth. */
import { formatDialect } from 'sql-formatter';
import { withTokens, type SqlDialect, type SqlToken } from './dialects';

/** Thrown by the hook to stop sql-formatter once it has tokenised (the parser is not needed). */
class Tokenised extends Error {
  constructor(readonly tokens: readonly SqlToken[]) {
    super('tokenised');
  }
}

/** The tokens of `text` in `dialect`, comments included; a text the tokenizer cannot read throws its error. */
export function tokenizeSql(text: string, dialect: SqlDialect): readonly SqlToken[] {
  try {
    withTokens(
      dialect,
      (tokens) => {
        throw new Tokenised(tokens);
      },
      (options) => formatDialect(text, { dialect: options }),
    );
  } catch (error) {
    if (error instanceof Tokenised) return error.tokens;
    throw error;
  }
  return []; // blank text: sql-formatter returns before tokenising
}

const OPENING = new Set(['OPEN_PAREN', 'CASE']);
const CLOSING = new Set(['CLOSE_PAREN', 'END']);

/**
 * The deepest nesting of brackets and CASE … END, which sql-formatter's parser and printer recurse on. END also
 * closes BEGIN blocks, which do not nest in its grammar: the depth never goes below zero.
 */
export function sqlDepth(tokens: readonly SqlToken[]): number {
  let depth = 0;
  let deepest = 0;
  for (const { type } of tokens) {
    if (OPENING.has(type)) deepest = Math.max(deepest, ++depth);
    else if (CLOSING.has(type)) depth = Math.max(0, depth - 1);
  }
  return deepest;
}
