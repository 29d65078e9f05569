/** Main-thread side of the JSON diff (see ./json-diff.worker). */
import type { JsonDiffOptions } from '../core/tools/json-diff';
import { serveString } from './chunks';
import type { JsonDiffTasks } from './json-diff.worker';
import { TEXT_SLICE_CHARS } from './text-job';
import { toolPool, type JobOptions } from './tool-pool';

/**
 * One worker, kept between runs. The comparison is one synchronous call (some 45 ms per MB of both documents, seconds for 100 MB), in which
 * the worker answers no pings: the liveness limit is long.
 */
export const jsonDiffPool = toolPool<JsonDiffTasks>(
  'JSON diff',
  () => new Worker(new URL('./json-diff.worker.ts', import.meta.url), { type: 'module', name: 'json-diff' }),
  { size: 1, livenessMs: 120_000, cancelGraceMs: 1000 },
);

/**
 * Compares the left document (`text`) with `options.right` in the worker; rejects with the ToolError of a bad side.
 * Both documents go in slices (as `runOnText` sends one), so no message clones a whole document.
 */
export async function diffJsonInWorker(text: string, { right, ...options }: JsonDiffOptions, job: JobOptions = {}) {
  const served = [text, right].map((side) => serveString(side, 1, TEXT_SLICE_CHARS));
  const [left, rightSource] = served.map(({ ports }) => ports[0]);
  try {
    return await jsonDiffPool.run(
      'diff',
      { left: { source: left, chars: text.length }, right: { source: rightSource, chars: right.length }, options },
      { ...job, transfer: [left, rightSource] },
    );
  } finally {
    for (const { close } of served) close();
  }
}
