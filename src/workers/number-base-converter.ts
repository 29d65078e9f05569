/** Main-thread side of the number base converter's worker (long inputs only; see convertsInWorker). */
import type { Base } from '../core/tools/number-base-converter';
import type { NumberBaseTasks } from './number-base-converter.worker';
import { createPool } from './pool';

const numberBasePool = createPool<NumberBaseTasks>(
  () =>
    new Worker(new URL('./number-base-converter.worker.ts', import.meta.url), { type: 'module', name: 'number-base' }),
  { name: 'number base', size: 1 },
);

/**
 * Converts in the worker. Invalid input rejects with the core's ToolError; aborting `signal` rejects with
 * 'Cancelled' and replaces the busy worker.
 */
export function convertInWorker(input: string, from: Base, to: Base, signal?: AbortSignal): Promise<string> {
  return numberBasePool.run('convert', { input, from, to }, { signal });
}
