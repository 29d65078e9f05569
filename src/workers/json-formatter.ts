/** Main-thread side of the JSON formatter's long inputs and files (see ./json-formatter.worker). */
import type { JsonFormatOptions } from '../core/tools/json-formatter';
import type { JsonFormatterTasks } from './json-formatter.worker';
import { toolPool, type JobOptions } from './tool-pool';

export type { FormattedJson } from './json-formatter.worker';

export const jsonFormatterPool = toolPool<JsonFormatterTasks>(
  'JSON',
  () => new Worker(new URL('./json-formatter.worker.ts', import.meta.url), { type: 'module', name: 'json-formatter' }),
  { size: 1 },
);

/** Formats a long text in the worker; rejects with the formatter's ToolError on invalid JSON. */
export const formatJsonTextInWorker = (text: string, options: JsonFormatOptions, job?: JobOptions) =>
  jsonFormatterPool.onText('formatText', text, { options }, job);

/** Formats a file in the worker, read there (the page never holds its text). */
export const formatJsonFileInWorker = (file: Blob, options: JsonFormatOptions, job?: JobOptions) =>
  jsonFormatterPool.run('formatFile', { file, options }, job);
