/** Main-thread side of the JavaScript formatter (see ./js-formatter.worker). */
import type { JsFormatOptions } from './core';
import { FORMATTER_POOL, type FormatterAction } from '../../workers/formatter-task';
import type { JsFormatterTasks } from './js-formatter.worker';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const jsFormatterPool = toolPool<JsFormatterTasks>(
  'JavaScript formatter',
  () => new Worker(new URL('./js-formatter.worker.ts', import.meta.url), { type: 'module', name: 'js-formatter' }),
  FORMATTER_POOL,
);

/** Formats, minifies or validates `text` in the worker; rejects with the formatter's ToolError on bad input. */
export const runJsFormatterInWorker = (
  action: FormatterAction,
  text: string,
  options: JsFormatOptions,
  job?: JobOptions,
) => jsFormatterPool.onText('run', text, { action, options }, job);
