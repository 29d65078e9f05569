/** Main-thread side of the HTML formatter (see ./task). */
import type { CodeFormatOptions } from '../../core/shared/code-format';
import type { FormattedText } from '../../workers/formatter-task';
import type { HtmlFormatterTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const htmlFormatterPool = toolPool<HtmlFormatterTasks>('HTML formatter', 'html-formatter');

/** Formats and minifies `text` in the worker; rejects with the formatter's ToolError on empty or invalid HTML. */
export const formatHtmlInWorker = (
  text: string,
  options: CodeFormatOptions,
  job?: JobOptions,
): Promise<FormattedText> => htmlFormatterPool.onText('format', text, { options }, job);
