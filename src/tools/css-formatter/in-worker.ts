/** Main-thread side of the CSS formatter (see ./task). */
import type { CodeFormatOptions } from '../../core/shared/code-format';
import type { FormattedText } from '../../workers/formatter-task';
import type { CssFormatterTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const cssFormatterPool = toolPool<CssFormatterTasks>('CSS formatter', 'css-formatter');

/** Formats and minifies `text` in the worker; rejects with the formatter's ToolError on empty or invalid CSS. */
export const formatCssInWorker = (text: string, options: CodeFormatOptions, job?: JobOptions): Promise<FormattedText> =>
  cssFormatterPool.onText('format', text, { options }, job);
