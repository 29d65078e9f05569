/** Main-thread side of Encrypt / Decrypt (see ./text-encryption.worker). */
import type { CryptOptions } from '../core/tools/text-encryption';
import { FORMATTER_POOL } from './formatter-task';
import type { TextEncryptionTasks } from './text-encryption.worker';
import { keepResultFile } from './result-file';
import { toolPool, type JobOptions } from './tool-pool';

export const textEncryptionPool = toolPool<TextEncryptionTasks>(
  'Encryption',
  () =>
    new Worker(new URL('./text-encryption.worker.ts', import.meta.url), { type: 'module', name: 'text-encryption' }),
  // Argon2id runs in one WebAssembly call: Cancel ends the worker after a short grace rather than wait for it.
  { ...FORMATTER_POOL, livenessMs: 120_000 },
);

/** Encrypts or decrypts a text in the worker; rejects with the tool's ToolError. */
export const cryptTextInWorker = (action: string, text: string, options: CryptOptions, job?: JobOptions) =>
  textEncryptionPool.onText('run', text, { action, options }, job);

/** A file of any size encrypted or decrypted in the worker, streamed from the reader, as a file on disk (or a Blob). */
export async function cryptFileInWorker(
  direction: 'encrypt' | 'decrypt',
  file: Blob,
  options: CryptOptions,
  { signal, onProgress }: JobOptions = {},
): Promise<Blob> {
  const [result] = await textEncryptionPool.onFile('file', file, {
    input: (source) => ({ source, totalBytes: file.size, direction, options }),
    signal,
    onProgress,
  });
  return keepResultFile(result);
}
