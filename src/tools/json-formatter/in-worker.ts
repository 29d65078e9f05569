/** Main-thread side of the JSON formatter's long inputs and files (see ./task). */
import type { JsonFormatOptions } from '../../core/shared/json';
import type { FormattedJson, JsonFormatterTasks } from './task';
import { keepResultFile, releaseResultFile } from '../../workers/result-file';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export type { FormattedJson } from './task';

export const jsonFormatterPool = toolPool<JsonFormatterTasks>('JSON', 'json-formatter');

/** The result files the page offers: only the latest result's (a new result replaces the tool's outputs). */
let offered: FormattedJson | null = null;

/** Holds the new result's files on disk while the page offers them, and lets the previous result's go. */
async function offer(job: Promise<FormattedJson>): Promise<FormattedJson> {
  const result = await job;
  if (offered) [offered.formatted, offered.minified].forEach((r) => releaseResultFile(r?.blob));
  [result.formatted, result.minified].forEach((r) => r && keepResultFile(r.blob));
  offered = result;
  return result;
}

/** Formats a long text in the worker; rejects with the formatter's ToolError on invalid JSON. */
export const formatJsonTextInWorker = (text: string, options: JsonFormatOptions, job?: JobOptions) =>
  offer(jsonFormatterPool.onText('formatText', text, { options }, job));

/** Formats a file in the worker, read there (the page never holds its text); its outputs are files on disk. */
export const formatJsonFileInWorker = (file: Blob, options: JsonFormatOptions, job?: JobOptions) =>
  offer(jsonFormatterPool.run('formatFile', { file, options }, job));
