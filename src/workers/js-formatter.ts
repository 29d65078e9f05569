/** Main-thread side of the JavaScript formatter (see ./js-formatter.worker). */
import type { JsFormatOptions } from '../core/tools/js-formatter';
import type { FormatterAction } from './formatter-task';
import type { JsFormatterTasks } from './js-formatter.worker';
import { createPool } from './pool';
import { runOnText, type JobOptions } from './text-job';

export const jsFormatterPool = createPool<JsFormatterTasks>(
  () => new Worker(new URL('./js-formatter.worker.ts', import.meta.url), { type: 'module', name: 'js-formatter' }),
  // Prettier formats in one synchronous call: a 1 MB file keeps the worker busy for seconds without pings.
  // A cancelled run (often a live one overtaken by typing or a button) ends its short library call within a second:
  // the worker is kept, with Prettier loaded, rather than ended after the default 50 ms and loaded again.
  { name: 'JavaScript formatter', size: 1, livenessMs: 120_000, cancelGraceMs: 1000 },
);

/** Formats, minifies or validates `text` in the worker; rejects with the formatter's ToolError on bad input. */
export const runJsFormatter = (action: FormatterAction, text: string, options: JsFormatOptions, job: JobOptions) =>
  runOnText(jsFormatterPool, 'run', text, { action, options }, job);
