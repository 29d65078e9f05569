/// <reference lib="webworker" />
/** Worker tasks of the SQL formatter: sql-formatter (some 300 kB) loads here, never on the page. */
import type { SqlOptions } from './core';
import { SQL_ACTIONS } from './core/actions';
import { formatterTask } from '../../workers/formatter-task';

export const sqlFormatterTasks = {
  run: formatterTask<SqlOptions>(SQL_ACTIONS),
};

export type SqlFormatterTasks = typeof sqlFormatterTasks;

export default sqlFormatterTasks;
