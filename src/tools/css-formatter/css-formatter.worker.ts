/// <reference lib="webworker" />
/** Worker entry of the CSS formatter: Prettier and the minifier load here, on the first Format, never on the page. */
import { formatCss } from '../core/tools/css-formatter';
import { formatAndMinifyTask } from './formatter-task';
import { exposeTasks } from './expose';

export const cssFormatterTasks = { format: formatAndMinifyTask(formatCss) };

export type CssFormatterTasks = typeof cssFormatterTasks;

exposeTasks(cssFormatterTasks);
