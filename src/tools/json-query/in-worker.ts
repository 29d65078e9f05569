/** Main-thread side of the JSON query (see ./task): every query runs there, bounded in time. */
import { ToolError } from '../../core/shared/tool-error';
import { JSON_QUERY_MESSAGES as M, type JsonQueryOptions } from './core';
import type { TextResult } from '../../core/shared/text-result';
import { WorkerFault } from '../../workers/pool';
import type { JsonQueryTasks } from './task';
import { withTimeLimit } from '../../workers/time-limit';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

/**
 * One worker. jq's run is one synchronous call that answers no ping: the time limit below bounds it, not the
 * pool's liveness check; on the limit or Cancel the pool terminates the worker after a short grace.
 */
export const jsonQueryPool = toolPool<JsonQueryTasks>('JSON query', 'json-query');

/** The longest a query may run: 5 s, and 1 s more per MB of input (jq reads some 10 MB/s here, a second pass included). */
export const timeLimitMs = (bytes: number) => 5000 + Math.round(bytes / 1000);

/** Runs `job` with the time limit (./time-limit): past it the job is cancelled (its worker terminated) and a ToolError says why. */
async function bounded<R>(limitMs: number, job: JobOptions, run: (job: JobOptions) => Promise<R>) {
  const timeLimit = () => new ToolError(M.timeLimitTitle, M.timeLimit(Math.round(limitMs / 1000)));
  try {
    return await withTimeLimit(limitMs, job, run, timeLimit);
  } catch (error) {
    // The runtime crashed (jq out of memory) or its worker died: said as the tool's own message.
    if (error instanceof WorkerFault) throw new ToolError(M.crashedTitle, crashDetail(error.message));
    throw error;
  }
}

/** A fault's words: jq's crash as the task threw it ('… failed: jq: out of memory'), else the pool's own. */
const crashDetail = (fault: string) => {
  const crash = /failed: jq: (.*)$/.exec(fault);
  return crash ? M.crashed(crash[1]) : M.workerStopped(fault);
};

type QueryResult = { outputs: Record<string, string | TextResult> };

/** Runs the action (its id is the language) on a typed text. */
export const runJsonQueryInWorker = (action: string, text: string, options: JsonQueryOptions, job: JobOptions = {}) =>
  bounded<QueryResult>(timeLimitMs(text.length), job, async (inner) => ({
    outputs: await jsonQueryPool.onText('query', text, { action, options }, inner),
  }));

/** Runs the action on a file too large for the editor, read in the worker. */
export const runJsonQueryFileInWorker = (action: string, file: Blob, options: JsonQueryOptions, job: JobOptions = {}) =>
  bounded<QueryResult>(timeLimitMs(file.size), job, async (inner) => ({
    outputs: await jsonQueryPool.run('queryFile', { action, file, options }, inner),
  }));
