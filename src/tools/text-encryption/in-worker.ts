/** Main-thread side of Encrypt / Decrypt (see ./task). */
import { FILE_CHUNK_BYTES, newFileHeader, type CryptOptions } from './core';
import type { TextEncryptionTasks } from './task';
import { keepResultFile } from '../../workers/result-file';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const textEncryptionPool = toolPool<TextEncryptionTasks>('Encryption', 'text-encryption');

/** Encrypts or decrypts a text in the worker; rejects with the tool's ToolError. */
export const cryptTextInWorker = (action: string, text: string, options: CryptOptions, job?: JobOptions) =>
  textEncryptionPool.onText('run', text, { action, options }, job);

/** A file of any size encrypted or decrypted in the worker, streamed from the reader, as a file on disk (or a Blob). */
/** The reader's chunk for a file encrypted by two workers: each takes every other stretch of this many bytes. */
const STRETCH_BYTES = 8 * FILE_CHUNK_BYTES;

/**
 * A large file encrypted by two workers at once (each browser worker's WebCrypto calls run one at a time): the
 * page makes the header, the reader deals the stretches out, and the first worker writes the file.
 */
async function encryptFileInTwoWorkers(file: Blob, options: CryptOptions, { signal, onProgress }: JobOptions) {
  const headerBytes = newFileHeader(options);
  const { port1, port2 } = new MessageChannel();
  const peers = [port1, port2];
  const [result] = await textEncryptionPool.onFile('filePart', file, {
    workers: 2,
    split: true,
    chunkBytes: STRETCH_BYTES,
    input: (source, i) => ({
      source,
      totalBytes: file.size,
      options,
      headerBytes,
      stretchBytes: STRETCH_BYTES,
      part: i === 0 ? 0 : 1,
      peer: peers[i],
    }),
    transfer: (i) => [peers[i]],
    signal,
    onProgress,
  });
  return keepResultFile(result!);
}

export async function cryptFileInWorker(
  direction: 'encrypt' | 'decrypt',
  file: Blob,
  options: CryptOptions,
  { signal, onProgress }: JobOptions = {},
): Promise<Blob> {
  if (direction === 'encrypt' && file.size > STRETCH_BYTES)
    return encryptFileInTwoWorkers(file, options, { signal, onProgress });
  const [result] = await textEncryptionPool.onFile('file', file, {
    input: (source) => ({ source, totalBytes: file.size, direction, options }),
    signal,
    onProgress,
  });
  return keepResultFile(result);
}
