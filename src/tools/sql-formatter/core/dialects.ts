/**
 * The dialects the tool offers (the eleven), as sql-formatter names them, and the same dialects with a hook
 * in their tokenizer: the package exports its dialects but not its tokenizer, and a dialect's `postProcess` sees
 * every token (comments and whitespace included), so the hook lets us read the package's own tokens (the minifier)
 * and check the nesting before its parser recurses (the formatter) without a second pass.
 */
import {
  bigquery,
  mariadb,
  mysql,
  plsql,
  postgresql,
  redshift,
  snowflake,
  spark,
  sql,
  sqlite,
  transactsql,
  type DialectOptions,
} from 'sql-formatter';

const DIALECTS = { sql, postgresql, mysql, mariadb, sqlite, transactsql, bigquery, snowflake, plsql, redshift, spark };

export type SqlDialect = keyof typeof DIALECTS;

export const DIALECT_LABELS: Readonly<Record<SqlDialect, string>> = {
  sql: 'Standard SQL',
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  mariadb: 'MariaDB',
  sqlite: 'SQLite',
  transactsql: 'T-SQL (SQL Server)',
  bigquery: 'BigQuery',
  snowflake: 'Snowflake',
  plsql: 'Oracle PL/SQL',
  redshift: 'Redshift',
  spark: 'Spark SQL',
};

/** Whether a name may hold dashes in the dialect (BigQuery's my-project.dataset): 'a-b' is then one name. */
export const namesTakeDashes = (name: SqlDialect): boolean =>
  DIALECTS[name].tokenizerOptions.identChars?.dashes === true;

/** A token as sql-formatter's tokenizer makes it (the package does not export the type). */
export interface SqlToken {
  type: string;
  raw: string;
  text: string;
  start: number;
  precedingWhitespace?: string;
}

/** What looks at the tokens of the call under way (calls are synchronous, so one at a time). */
let inspect: ((tokens: readonly SqlToken[]) => void) | undefined;

const hooked = new Map<SqlDialect, DialectOptions>();

/**
 * The dialect with the hook. One object per dialect, made once: sql-formatter caches the compiled dialect by this
 * object, and building it (the tokenizer's regular expressions) costs milliseconds.
 */
function hookedDialect(name: SqlDialect): DialectOptions {
  let dialect = hooked.get(name);
  if (!dialect) {
    const base = DIALECTS[name];
    const own = base.tokenizerOptions.postProcess;
    dialect = {
      ...base,
      tokenizerOptions: {
        ...base.tokenizerOptions,
        postProcess: (tokens) => {
          const processed = own ? own(tokens) : tokens;
          inspect?.(processed);
          return processed;
        },
      },
    };
    hooked.set(name, dialect);
  }
  return dialect;
}

/** Runs `call` with the dialect whose tokens `look` sees first (it may throw to stop the call). */
export function withTokens<T>(
  name: SqlDialect,
  look: (tokens: readonly SqlToken[]) => void,
  call: (dialect: DialectOptions) => T,
): T {
  inspect = look;
  try {
    return call(hookedDialect(name));
  } finally {
    inspect = undefined;
  }
}
