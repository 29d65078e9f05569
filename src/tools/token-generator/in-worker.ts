/** Main-thread side of the token generator's bulk export: the worker writes the file, the page only waits. */
import type { BulkInput, TokenTasks } from './token-generator.worker';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const tokenGeneratorPool = toolPool<TokenTasks>(
  'Token',
  () => new Worker(new URL('./token-generator.worker.ts', import.meta.url), { type: 'module', name: 'token' }),
  { size: 1 },
);

/** A file of many tokens, written in the worker. */
export const generateTokenFileInWorker = (input: BulkInput, job?: JobOptions): Promise<Blob> =>
  tokenGeneratorPool.run('bulk', input, job);
