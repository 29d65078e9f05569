/** Main-thread side of the password generator's bulk export: the worker writes the file, the page only waits. */
import type { BulkInput, PasswordTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const passwordGeneratorPool = toolPool<PasswordTasks>('password', 'password-generator');

/** A file of many secrets, written in the worker. */
export const generateSecretsFileInWorker = (input: BulkInput, job?: JobOptions): Promise<Blob> =>
  passwordGeneratorPool.run('bulk', input, job);
