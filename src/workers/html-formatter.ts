/** Main-thread side of the HTML formatter (see ./html-formatter.worker). */
import type { CodeFormatOptions } from '../core/shared/code-format';
import { FORMATTER_POOL, type FormattedText } from './formatter-task';
import type { HtmlFormatterTasks } from './html-formatter.worker';
import { createPool } from './pool';
import { runOnText, type JobOptions } from './text-job';

export const htmlFormatterPool = createPool<HtmlFormatterTasks>(
  () => new Worker(new URL('./html-formatter.worker.ts', import.meta.url), { type: 'module', name: 'html-formatter' }),
  { name: 'HTML formatter', ...FORMATTER_POOL },
);

/** Formats and minifies `text` in the worker; rejects with the formatter's ToolError on empty or invalid HTML. */
export const formatHtmlInWorker = (
  text: string,
  options: CodeFormatOptions,
  job: JobOptions = {},
): Promise<FormattedText> => runOnText(htmlFormatterPool, 'format', text, { options }, job);
