/** Main-thread side of the HTML formatter (see ./html-formatter.worker). */
import type { CodeFormatOptions } from '../core/shared/code-format';
import { FORMAT_LIVENESS_MS, type FormattedText } from './code-format-task';
import type { HtmlFormatterTasks } from './html-formatter.worker';
import { createPool } from './pool';
import { runOnText, type JobOptions } from './text-job';

/** One worker, kept between jobs: Prettier and the minifier stay loaded in it. */
export const htmlFormatterPool = createPool<HtmlFormatterTasks>(
  () => new Worker(new URL('./html-formatter.worker.ts', import.meta.url), { type: 'module', name: 'html-formatter' }),
  { name: 'HTML formatter', size: 1, livenessMs: FORMAT_LIVENESS_MS },
);

/** Formats and minifies `text` in the worker; rejects with the formatter's ToolError on empty or invalid HTML. */
export const formatHtmlInWorker = (
  text: string,
  options: CodeFormatOptions,
  job: JobOptions = {},
): Promise<FormattedText> => runOnText(htmlFormatterPool, 'format', text, { options }, job);
