/** Main-thread side of the number base converter's worker (long inputs only; see convertsInWorker). */
import type { Base } from './core';
import type { NumberBaseTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

const numberBaseConverterPool = toolPool<NumberBaseTasks>('number base', 'number-base-converter');

/**
 * Converts in the worker. Invalid input rejects with the core's ToolError; aborting the job's signal rejects with
 * 'Cancelled' and replaces the busy worker.
 */
export const convertNumberInWorker = (input: string, from: Base, to: Base, job?: JobOptions): Promise<string> =>
  numberBaseConverterPool.run('convert', { input, from, to }, job);
