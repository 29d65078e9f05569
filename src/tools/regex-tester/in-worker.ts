/** Main-thread side of the regex tester (see ./task): every run is there, bounded in time. */
import type { Structured } from '../../core/shared/structured';
import type { TextResult } from '../../core/shared/text-result';
import type { RegexTesterOptions, Stretch } from './core';
import type { RegexTesterTasks } from './task';
import { withRegexTimeLimit } from '../../workers/time-limit';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

/**
 * One worker. A match is one synchronous call that answers no ping: the time limit bounds it, not the pool's
 * liveness check; on the limit, on Cancel or when an edit starts a newer run, the pool terminates the worker after
 * a short grace and the next run starts a fresh one.
 */
export const regexTesterPool = toolPool<RegexTesterTasks>('regex tester', 'regex-tester');

export interface RegexTesterResult {
  outputs: Record<string, string | TextResult>;
  marks: Stretch[];
  notes: Record<string, string>;
  structured: Record<string, Structured>;
}

/** Runs the action on a typed text under the time limit. */
export const runRegexTesterInWorker = (
  action: string,
  text: string,
  options: RegexTesterOptions,
  job: JobOptions = {},
): Promise<RegexTesterResult> =>
  withRegexTimeLimit(text.length, job, (inner) => regexTesterPool.onText('run', text, { action, options }, inner));

/** Runs the action on a file too large for the editor, read in the worker, under the time limit. */
export const runRegexTesterFileInWorker = (
  action: string,
  file: Blob,
  options: RegexTesterOptions,
  job: JobOptions = {},
): Promise<RegexTesterResult> =>
  withRegexTimeLimit(file.size, job, (inner) => regexTesterPool.run('runFile', { action, file, options }, inner));
