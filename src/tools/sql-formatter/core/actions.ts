import { formatSql, minifySql, type SqlOptions } from '.';

/** Each action's core function: the worker runs these, the examples test them. */
export const SQL_ACTIONS: Record<string, (text: string, options: SqlOptions) => string> = {
  format: formatSql,
  minify: minifySql,
};
