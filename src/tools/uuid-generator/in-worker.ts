/** Main-thread side of the UUID generator's bulk export: the worker writes the file, the page only waits. */
import type { BulkInput, UuidTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const uuidGeneratorPool = toolPool<UuidTasks>('UUID', 'uuid-generator');

/** A file of many UUIDs, written in the worker. */
export const generateUuidFileInWorker = (input: BulkInput, job?: JobOptions): Promise<Blob> =>
  uuidGeneratorPool.run('bulk', input, job);
