/** Main-thread side of the line tools (see ./line-tools.worker): every run is there; a regex filter's is bounded in time. */
import type { TextResult } from '../core/shared/text-result';
import { usesRegex, type LineToolsOptions } from '../core/tools/line-tools/options';
import type { LineToolsTasks } from './line-tools.worker';
import { withRegexTimeLimit } from './time-limit';
import { toolPool, type JobOptions } from './tool-pool';

/**
 * One worker. Sorting is one synchronous call that answers no ping (some seconds for 100 MB): the liveness check
 * waits long; a regex filter's job is bounded by the regex time limit instead, and on the limit, on Cancel or when
 * an edit starts a newer run, the pool terminates the worker after a short grace.
 */
export const lineToolsPool = toolPool<LineToolsTasks>(
  'line tools',
  () => new Worker(new URL('./line-tools.worker.ts', import.meta.url), { type: 'module', name: 'line-tools' }),
  { size: 1, livenessMs: 30 * 60_000, cancelGraceMs: 100 },
);

export interface LineToolsResult {
  outputs: Record<string, string | TextResult>;
  notes: Record<string, string>;
}

/** The job under the regex time limit when the options filter by a regex, else as it is. */
const bounded = (
  chars: number,
  options: LineToolsOptions,
  job: JobOptions,
  run: (job: JobOptions) => Promise<LineToolsResult>,
) => (usesRegex(options) ? withRegexTimeLimit(chars, job, run) : run(job));

/** Runs the options on a typed text. */
export const processLinesInWorker = (_action: string, text: string, options: LineToolsOptions, job: JobOptions = {}) =>
  bounded(text.length, options, job, (inner) => lineToolsPool.onText('run', text, { options }, inner));

/** Runs the options on a file too large for the editor, read in the worker. */
export const processLinesFileInWorker = (
  _action: string,
  file: Blob,
  options: LineToolsOptions,
  job: JobOptions = {},
) => bounded(file.size, options, job, (inner) => lineToolsPool.run('runFile', { file, options }, inner));
