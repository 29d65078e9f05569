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
import { serveString } from './chunks';
import { serveBlob } from './reader';

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

/** Run one job per group; the first failure cancels the others. */
async function runGroups(
  groups: AlgorithmId[][],
  signal: AbortSignal | undefined,
  start: (group: AlgorithmId[], index: number, signal: AbortSignal) => Promise<Digests>,
): Promise<Digests> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) onAbort();
  try {
    const results = await Promise.all(
      groups.map((group, i) =>
        start(group, i, controller.signal).catch((error: unknown) => {
          controller.abort(error);
          throw error;
        }),
      ),
    );
    return Object.assign({}, ...results) as Digests;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
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
  const served = serveString(text, 1);
  const [source] = served.ports;
  try {
    return await hashPool.run(
      'hashTextStream',
      { source, algorithms: [...algorithms], hmacKey, chars: text.length },
      { signal, transfer: [source], onProgress: request.onProgress },
    );
  } finally {
    served.close();
  }
}

/**
 * Hash a file of any size. Up to ONE_SHOT_MAX_BYTES one worker reads and hashes it; past that the
 * reader worker reads it once in chunks and serves every chunk to each hashing worker, so memory stays
 * flat. The main thread only waits either way.
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
  const done = new Array<number>(groups.length).fill(0);
  const onProgress = (i: number) => (p: Progress) => {
    done[i] = p.bytesDone;
    const bytesDone = Math.min(...done); // the slowest group sets the pace
    request.onProgress?.({ fraction: totalBytes ? bytesDone / totalBytes : 1, bytesDone, bytesTotal: totalBytes });
  };
  const reading = new AbortController();
  const onAbort = () => reading.abort(request.signal?.reason);
  request.signal?.addEventListener('abort', onAbort, { once: true });
  const served = serveBlob(file, groups.length, { signal: reading.signal });
  try {
    const [digests] = await Promise.all([
      runGroups(groups, request.signal, (algorithms, i, signal) => {
        const source = served.ports[i];
        return hashPool.run(
          'hashStream',
          { source, totalBytes, algorithms, hmacKey: request.hmacKey },
          { signal, transfer: [source], onProgress: onProgress(i) },
        );
      }).catch((error: unknown) => {
        reading.abort(error);
        throw error;
      }),
      served.done,
    ]);
    return digests;
  } finally {
    request.signal?.removeEventListener('abort', onAbort);
  }
}
