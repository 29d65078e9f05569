/**
 * SQL formatter: sql-formatter formats (eleven dialects, keyword case, indent, lines between queries); the minifier
 * works on the same package's tokens (./minify). Both run in the sql-formatter worker on the site.
 */
import { formatDialect } from 'sql-formatter';
import { nestingError } from '../../../core/shared/nesting';
import { requireText } from '../../../core/shared/require-text';
import { withTokens, type SqlDialect } from './dialects';
import { fault } from './faults';
import { minifyTokens } from './minify';
import { withSqlFaults } from './parse-error';
import { sqlDepth, tokenizeSql } from './tokens';

export { DIALECT_LABELS, type SqlDialect } from './dialects';

export interface SqlOptions {
  dialect: SqlDialect;
  keywordCase: 'preserve' | 'upper' | 'lower';
  indent: '2' | '4' | 'tab';
  /** Empty lines between two statements. */
  linesBetween: '1' | '2' | '0';
}

export const DEFAULT_SQL_OPTIONS: SqlOptions = {
  dialect: 'sql',
  keywordCase: 'upper',
  indent: '2',
  linesBetween: '1',
};

/**
 * The nesting Format takes (brackets and CASE … END): sql-formatter's parser and printer recurse per level. In Node
 * 1,000 levels took 3 s and wrote 1.9 MB (the indent grows with the depth), and 3,000 overflowed the stack; a cold
 * Chromium worker formatted 400 and did not finish 800 in 100 s. Minify does not parse, so it has no limit.
 */
export const SQL_NESTING_LIMIT = 100;

/** sql-formatter's options for ours. */
export const formatterConfig = ({ keywordCase, indent, linesBetween }: SqlOptions) => ({
  keywordCase,
  tabWidth: indent === 'tab' ? 2 : Number(indent),
  useTabs: indent === 'tab',
  linesBetweenQueries: Number(linesBetween),
});

/** The SQL as sql-formatter prints it; its fault with the line and column on SQL it cannot read. */
export function formatSql(text: string, options: SqlOptions): string {
  requireText(text, () => fault('emptyFormat'));
  const refuseDeep = (tokens: Parameters<typeof sqlDepth>[0]) => {
    if (sqlDepth(tokens) > SQL_NESTING_LIMIT) throw nestingError('format', SQL_NESTING_LIMIT);
  };
  return withSqlFaults(options.dialect, () =>
    withTokens(options.dialect, refuseDeep, (dialect) => formatDialect(text, { dialect, ...formatterConfig(options) })),
  );
}

/** The SQL on one line without comments (T-SQL's GO keeps its lines); the same token sequence as the input. */
export function minifySql(text: string, options: Pick<SqlOptions, 'dialect'>): string {
  requireText(text, () => fault('emptyMinify'));
  return withSqlFaults(options.dialect, () => minifyTokens(tokenizeSql(text, options.dialect), options.dialect));
}
