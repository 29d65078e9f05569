/**
 * Main-thread side of hashing: spreads the chosen algorithms over the pool and, for files, reads the
 * file once and feeds every worker from that one read.
 */
import type { AlgorithmId } from '../core/tools/hash-generator/algorithms';
import { ONE_SHOT_MAX_BYTES, webCryptoAvailable } from '../core/tools/hash-generator/choice';
import type { Digests } from '../core/tools/hash-generator/hash';
import { planGroups } from '../core/tools/hash-generator/plan';
import type { HashTasks } from './hash-generator.worker';
import { createPool, type Pool, type Progress } from './pool';
import { runOnText } from './text-job';
import { runOnFile } from './file-job';

export const hashPool: Pool<HashTasks> = createPool<HashTasks>(
  () => new Worker(new URL('./hash-generator.worker.ts', import.meta.url), { type: 'module', name: 'hash' }),
  { name: 'hash' },
);

export interface HashRequest {
  algorithms: readonly AlgorithmId[];
  /** HMAC key (UTF-8 text) when keyed. */
  hmacKey?: string;
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

/** Text longer than this is streamed to the worker in slices instead of cloned in one message. */
const STREAM_TEXT_FROM_CHARS = 1 << 20;

/**
 * Hash text in one worker: typing needs no parallelism, and each extra worker would cost the main
 * thread another copy of the text. WebCrypto's digests run on their own threads anyway.
 */
export async function hashText(text: string, request: HashRequest): Promise<Digests> {
  const { algorithms, hmacKey, signal } = request;
  if (!algorithms.length) return {};
  if (text.length < STREAM_TEXT_FROM_CHARS) {
    return hashPool.run('hashText', { text, algorithms: [...algorithms], hmacKey }, { signal });
  }
  return runOnText(
    hashPool,
    'hashTextStream',
    text,
    { algorithms: [...algorithms], hmacKey },
    { signal, onProgress: request.onProgress },
  );
}

/**
 * Hash a file of any size. Up to ONE_SHOT_MAX_BYTES one worker reads and hashes it; past that the
 * file is read once in chunks and every chunk served to each hashing worker (runOnFile), so memory
 * stays flat. The main thread only waits either way.
 */
export async function hashFile(file: Blob, request: HashRequest): Promise<Digests> {
  const totalBytes = file.size;
  if (!request.algorithms.length) return {};
  if (totalBytes <= ONE_SHOT_MAX_BYTES) {
    // Small enough to hold: one worker reads it and WebCrypto (SHA-256/384/512) hashes it in one go.
    const { algorithms, hmacKey, signal, onProgress } = request;
    return hashPool.run('hashBlob', { file, algorithms: [...algorithms], hmacKey }, { signal, onProgress });
  }
  const groups = planGroups(request.algorithms, hashPool.size, {
    totalBytes,
    wholeInput: false,
    hmacKey: request.hmacKey === undefined ? undefined : new TextEncoder().encode(request.hmacKey),
    webCryptoAvailable: webCryptoAvailable(),
  });
  const { hmacKey, signal, onProgress } = request;
  const results = await runOnFile(hashPool, 'hashStream', file, {
    workers: groups.length,
    input: (source, i) => ({ source, totalBytes, algorithms: groups[i], hmacKey }),
    signal,
    onProgress,
  });
  return Object.assign({}, ...results) as Digests;
}
