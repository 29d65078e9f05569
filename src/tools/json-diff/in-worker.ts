/** Main-thread side of the JSON diff (see ./task). */
import type { JsonDiffOptions } from './core';
import type { JsonDiffTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';
import { withTwoTexts } from '../../workers/two-texts';

/**
 * One worker, kept between runs. The comparison is one synchronous call (some 45 ms per MB of both documents, seconds for 100 MB), in which
 * the worker answers no pings: the liveness limit is long.
 */
export const jsonDiffPool = toolPool<JsonDiffTasks>('JSON diff', 'json-diff');

/**
 * Compares the left document (`text`) with `options.right` in the worker; rejects with the ToolError of a bad side.
 * Both documents go in slices (as `runOnText` sends one), so no message clones a whole document.
 */
export const diffJsonInWorker = (text: string, { right, ...options }: JsonDiffOptions, job: JobOptions = {}) =>
  withTwoTexts(text, right, ([left, rightSource], transfer) =>
    jsonDiffPool.run('diff', { left, right: rightSource, options }, { ...job, transfer }),
  );
