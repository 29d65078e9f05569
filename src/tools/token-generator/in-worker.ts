/** Main-thread side of the token generator's bulk export: the worker writes the file, the page only waits. */
import type { BulkInput, TokenTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const tokenGeneratorPool = toolPool<TokenTasks>('Token', 'token-generator');

/** A file of many tokens, written in the worker. */
export const generateTokenFileInWorker = (input: BulkInput, job?: JobOptions): Promise<Blob> =>
  tokenGeneratorPool.run('bulk', input, job);
