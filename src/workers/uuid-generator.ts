/** Main-thread side of the UUID generator's bulk export: the worker writes the file, the page only waits. */
import type { BulkInput, UuidTasks } from './uuid-generator.worker';
import { createPool, type Pool, type Progress } from './pool';

export const uuidPool: Pool<UuidTasks> = createPool<UuidTasks>(
  () => new Worker(new URL('./uuid-generator.worker.ts', import.meta.url), { type: 'module', name: 'uuid' }),
  { name: 'UUID', size: 1 },
);

export function generateUuidFile(
  input: BulkInput,
  options: { signal?: AbortSignal; onProgress?: (progress: Progress) => void } = {},
): Promise<Blob> {
  return uuidPool.run('bulk', input, options);
}
