/// <reference lib="webworker" />
/** Worker tasks of the CSS formatter: Prettier and the minifier load here, on the first Format, never on the page. */
import { formatCss } from './core';
import { formatAndMinifyTask } from '../../workers/formatter-task';

export const cssFormatterTasks = { format: formatAndMinifyTask(formatCss) };

export type CssFormatterTasks = typeof cssFormatterTasks;

export default cssFormatterTasks;
