/** Main-thread side of the SQL formatter (see ./task). */
import type { SqlOptions } from './core';
import type { FormatterAction } from '../../workers/formatter-task';
import type { SqlFormatterTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const sqlFormatterPool = toolPool<SqlFormatterTasks>('SQL formatter', 'sql-formatter');

/** Formats or minifies `text` in the worker; rejects with the formatter's ToolError on bad input. */
export const runSqlFormatterInWorker = (action: FormatterAction, text: string, options: SqlOptions, job?: JobOptions) =>
  sqlFormatterPool.onText('run', text, { action, options }, job);
