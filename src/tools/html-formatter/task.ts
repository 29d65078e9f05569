/// <reference lib="webworker" />
/** Worker entry of the HTML formatter: Prettier and the minifier load here, on the first Format, never on the page. */
import { formatHtml } from './core';
import { formatAndMinifyTask } from '../../workers/formatter-task';
import { exposeTasks } from '../../workers/expose';

export const htmlFormatterTasks = { format: formatAndMinifyTask(formatHtml) };

export type HtmlFormatterTasks = typeof htmlFormatterTasks;

exposeTasks(htmlFormatterTasks);
