/// <reference lib="webworker" />
/**
 * Worker tasks of the Markdown preview: Markdown → HTML with markdown-it (pure JavaScript). HTML → Markdown stays on
 * the page: turndown needs a DOM, which a worker has not (see the core's README).
 */
import { MARKDOWN_ACTIONS, type MarkdownOptions } from './core';
import { formatterTask } from '../../workers/formatter-task';

export const markdownPreviewTasks = {
  run: formatterTask<MarkdownOptions>(MARKDOWN_ACTIONS),
};

export type MarkdownPreviewTasks = typeof markdownPreviewTasks;

export default markdownPreviewTasks;
