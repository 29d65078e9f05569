/// <reference lib="webworker" />
/**
 * Worker entry of Encrypt / Decrypt: texts (PBKDF2, Argon2id via hash-wasm, AES-GCM) and files streamed in chunks
 * from the reader worker, their output written to a result file on disk (./result-file): memory stays flat.
 */
import type { Bytes } from '../core/tools/text-encryption/envelope';
import { CRYPT_ACTIONS, decryptStream, encryptStream, type CryptOptions } from '../core/tools/text-encryption';
import { readChunks } from './chunks';
import { exposeTasks } from './expose';
import { formatterTask } from './formatter-task';
import { writeResult } from './result-file';
import type { TaskContext } from './protocol';

export interface CryptFileInput {
  source: MessagePort;
  totalBytes: number;
  direction: 'encrypt' | 'decrypt';
  options: CryptOptions;
}

export const textEncryptionTasks = {
  run: formatterTask<CryptOptions>(CRYPT_ACTIONS),
  /** A file of any size, encrypted or decrypted chunk by chunk; a fault throws the tool's ToolError, and no file is left. */
  file({ source, totalBytes, direction, options }: CryptFileInput, ctx: TaskContext): Promise<Blob> {
    const chunks = readChunks<Bytes>(source, ctx.signal);
    const job = { signal: ctx.signal, onProgress: (done: number) => ctx.progress(done, totalBytes) };
    const stream = direction === 'encrypt' ? encryptStream : decryptStream;
    return writeResult('application/octet-stream', (out) => stream(chunks, totalBytes, options, out, job));
  },
};

export type TextEncryptionTasks = typeof textEncryptionTasks;

exposeTasks(textEncryptionTasks);
