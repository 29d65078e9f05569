/** Main-thread side of the password generator's bulk export: the worker writes the file, the page only waits. */
import type { BulkInput, PasswordTasks } from './password-generator.worker';
import { createPool, type Pool, type Progress } from './pool';

export const passwordPool: Pool<PasswordTasks> = createPool<PasswordTasks>(
  () => new Worker(new URL('./password-generator.worker.ts', import.meta.url), { type: 'module', name: 'password' }),
  { name: 'password', size: 1 },
);

export function generateSecretsFile(
  input: BulkInput,
  options: { signal?: AbortSignal; onProgress?: (progress: Progress) => void } = {},
): Promise<Blob> {
  return passwordPool.run('bulk', input, options);
}
