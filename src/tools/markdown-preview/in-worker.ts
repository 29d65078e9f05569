/** Main-thread side of the Markdown preview (see ./task). */
import type { MarkdownOptions } from './core';
import type { MarkdownPreviewTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const markdownPreviewPool = toolPool<MarkdownPreviewTasks>('Markdown preview', 'markdown-preview');

/** Renders the Markdown `text` as HTML in the worker (long HTML comes back as a Blob). */
export const renderMarkdownInWorker = (text: string, options: MarkdownOptions, job?: JobOptions) =>
  markdownPreviewPool.onText('run', text, { action: 'markdown-to-html', options }, job);
