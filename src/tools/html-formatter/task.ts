/// <reference lib="webworker" />
/** Worker tasks of the HTML formatter: Prettier and the minifier load here, on the first Format, never on the page. */
import { formatHtml } from './core';
import { formatAndMinifyTask } from '../../workers/formatter-task';

export const htmlFormatterTasks = { format: formatAndMinifyTask(formatHtml) };

export type HtmlFormatterTasks = typeof htmlFormatterTasks;

export default htmlFormatterTasks;
