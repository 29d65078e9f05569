/**
 * Reading a Blob once for several workers: `serveBlobInWorker(file, n)` returns n ports to hand to n pool jobs
 * (each reads with `readChunks(port, ctx.signal)`) and a promise that settles when all were served.
 * The reading runs in a worker of its own, so it overlaps with the consumers' work and never touches
 * the main thread. Call it through `runOnFile` (./file-job), which also starts the consumers.
 */
import { createPool, type Pool, type PoolOptions } from './pool';
import type { ReaderTasks } from './reader.worker';

/**
 * A reader per file job, spawned on demand (reused while idle): a reader mostly waits for the disk and
 * copies, so more threads cost little, while a bounded reader pool could deadlock. A reader queued
 * behind another file's reader would leave its consumers holding workers, which the other file's
 * consumers may need before that reader can finish.
 */
export const READER_POOL_OPTIONS: PoolOptions = { name: 'file reader', size: Infinity };

export interface ServeOptions {
  signal?: AbortSignal;
  chunkBytes?: number;
  split?: boolean;
}

export type BlobServer = (
  blob: Blob,
  consumers: number,
  options?: ServeOptions,
) => { ports: MessagePort[]; done: Promise<void> };

/** `serveBlobInWorker` over a given reader pool (unit tests pass one of in-thread workers). */
export function createBlobServer(pool: Pool<ReaderTasks>): BlobServer {
  return (blob, consumers, options = {}) => {
    const channels = Array.from({ length: consumers }, () => new MessageChannel());
    const ports = channels.map((c) => c.port1);
    const done = pool.run(
      'serveBlob',
      { blob, ports, chunkBytes: options.chunkBytes, split: options.split },
      { signal: options.signal, transfer: ports },
    );
    return { ports: channels.map((c) => c.port2), done };
  };
}

// createPool, not toolPool: toolPool's `onFile` is built on this reader.
const readerPool = createPool<ReaderTasks>(
  () => new Worker(new URL('./reader.worker.ts', import.meta.url), { type: 'module', name: 'reader' }),
  READER_POOL_OPTIONS,
);

export const serveBlobInWorker: BlobServer = createBlobServer(readerPool);
