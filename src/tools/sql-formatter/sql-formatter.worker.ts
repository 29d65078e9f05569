/// <reference lib="webworker" />
/** Worker entry of the SQL formatter: sql-formatter (some 300 kB) loads here, never on the page. */
import type { SqlOptions } from '../core/tools/sql-formatter';
import { SQL_ACTIONS } from '../core/tools/sql-formatter/actions';
import { exposeTasks } from './expose';
import { formatterTask } from './formatter-task';

export const sqlFormatterTasks = {
  run: formatterTask<SqlOptions>(SQL_ACTIONS),
};

export type SqlFormatterTasks = typeof sqlFormatterTasks;

exposeTasks(sqlFormatterTasks);
