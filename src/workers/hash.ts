/**
 * Main-thread side of hashing: spreads the chosen algorithms over the pool and, for files, reads the
 * file once and feeds every worker from that one read.
 */
import type { AlgorithmId } from '../core/hash-generator/algorithms';
import { webCryptoAvailable } from '../core/hash-generator/choice';
import type { Digests } from '../core/hash-generator/hash';
import { planGroups } from '../core/hash-generator/plan';
import { fanOutBlob } from './chunks';
import type { HashTasks } from './hash.worker';
import { createPool, type Pool, type Progress } from './pool';

export const hashPool: Pool<HashTasks> = createPool<HashTasks>(
  () => new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module', name: 'hash' }),
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

export function hashText(text: string, request: HashRequest): Promise<Digests> {
  // UTF-16 length is a fair size estimate for planning; the worker encodes the exact bytes.
  const groups = planGroups(request.algorithms, hashPool.size, {
    totalBytes: text.length,
    wholeInput: true,
    webCryptoAvailable: webCryptoAvailable(),
  });
  return runGroups(groups, request.signal, (algorithms, _i, signal) =>
    hashPool.run('hashText', { text, algorithms, hmacKey: request.hmacKey }, { signal }),
  );
}

export async function hashFile(file: Blob, request: HashRequest): Promise<Digests> {
  const totalBytes = file.size;
  const groups = planGroups(request.algorithms, hashPool.size, {
    totalBytes,
    wholeInput: false,
    hmacKey: request.hmacKey === undefined ? undefined : new TextEncoder().encode(request.hmacKey),
    webCryptoAvailable: webCryptoAvailable(),
  });
  const done = new Array<number>(groups.length).fill(0);
  const report = () => {
    // The slowest group sets the pace.
    const bytesDone = Math.min(...done);
    request.onProgress?.({ fraction: totalBytes ? bytesDone / totalBytes : 1, bytesDone, bytesTotal: totalBytes });
  };
  const reading = new AbortController();
  const fan = fanOutBlob(file, groups.length, { signal: reading.signal });
  try {
    return await runGroups(groups, request.signal, (algorithms, i, signal) => {
      signal.addEventListener('abort', () => reading.abort(signal.reason), { once: true });
      const source = fan.ports[i];
      return hashPool.run(
        'hashStream',
        { source, totalBytes, algorithms, hmacKey: request.hmacKey },
        {
          signal,
          transfer: [source],
          onProgress: (p) => {
            done[i] = p.bytesDone;
            report();
          },
        },
      );
    });
  } finally {
    fan.close();
  }
}
