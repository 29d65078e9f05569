/// <reference lib="webworker" />
/**
 * Worker entry of Encrypt / Decrypt: texts (PBKDF2, Argon2id via hash-wasm, AES-GCM) and files streamed in chunks
 * from the reader worker, their output gathered into a Blob here (the page never holds the file).
 */
import type { Bytes } from '../core/tools/text-encryption/envelope';
import { CRYPT_ACTIONS, decryptStream, encryptStream, type CryptOptions } from '../core/tools/text-encryption';
import { readChunks } from './chunks';
import { exposeTasks } from './expose';
import { formatterTask } from './formatter-task';
import type { TaskContext } from './protocol';

export interface CryptFileInput {
  source: MessagePort;
  totalBytes: number;
  direction: 'encrypt' | 'decrypt';
  options: CryptOptions;
}

export const textEncryptionTasks = {
  run: formatterTask<CryptOptions>(CRYPT_ACTIONS),
  /** A file of any size, encrypted or decrypted chunk by chunk; a fault throws the tool's ToolError, no Blob. */
  file({ source, totalBytes, direction, options }: CryptFileInput, ctx: TaskContext): Promise<Blob> {
    const chunks = readChunks<Bytes>(source, ctx.signal);
    const job = { signal: ctx.signal, onProgress: (done: number) => ctx.progress(done, totalBytes) };
    return (direction === 'encrypt' ? encryptStream : decryptStream)(chunks, totalBytes, options, job);
  },
};

export type TextEncryptionTasks = typeof textEncryptionTasks;

exposeTasks(textEncryptionTasks);
