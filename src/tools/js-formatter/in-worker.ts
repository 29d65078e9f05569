/** Main-thread side of the JavaScript formatter (see ./task). */
import type { JsFormatOptions } from './core';
import type { FormatterAction } from '../../workers/formatter-task';
import type { JsFormatterTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const jsFormatterPool = toolPool<JsFormatterTasks>('JavaScript formatter', 'js-formatter');

/** Formats, minifies or validates `text` in the worker; rejects with the formatter's ToolError on bad input. */
export const runJsFormatterInWorker = (
  action: FormatterAction,
  text: string,
  options: JsFormatOptions,
  job?: JobOptions,
) => jsFormatterPool.onText('run', text, { action, options }, job);
