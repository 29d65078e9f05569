/** Main-thread side of the JSON formatter's long inputs and files (see ./json-formatter.worker). */
import type { JsonFormatOptions } from '../core/tools/json-formatter';
import type { JsonFormatterTasks } from './json-formatter.worker';
import { createPool } from './pool';
import { runOnText, type JobOptions } from './text-job';

export type { FormattedJson } from './json-formatter.worker';

export const jsonFormatterPool = createPool<JsonFormatterTasks>(
  () => new Worker(new URL('./json-formatter.worker.ts', import.meta.url), { type: 'module', name: 'json-formatter' }),
  { name: 'JSON', size: 1 },
);

/** Formats a long text in the worker; rejects with the formatter's ToolError on invalid JSON. */
export const formatJsonTextInWorker = (text: string, options: JsonFormatOptions, job: JobOptions = {}) =>
  runOnText(jsonFormatterPool, 'formatText', text, { options }, job);

/** Formats a file in the worker, read there (the page never holds its text). */
export const formatJsonFileInWorker = (
  file: Blob,
  options: JsonFormatOptions,
  { signal, onProgress }: JobOptions = {},
) => jsonFormatterPool.run('formatFile', { file, options }, { signal, onProgress });
