/**
 * `./reader` for unit tests of file jobs: the real reader code (src/workers/reader, reader.worker) on a pool of
 * in-thread workers with the real reader pool's options, since Node has no Worker. In a test file:
 *   vi.mock('./reader', async (original) => (await import('./in-thread-reader')).inThreadReader(original));
 *   afterAll(async () => (await import('./in-thread-reader')).disposeReaders());
 */
import type { Pool } from '../../src/workers/pool';
import type { ReaderTasks } from '../../src/workers/reader.worker';

let pool: Pool<ReaderTasks> | undefined;

export async function inThreadReader(importOriginal: <T>() => Promise<T>) {
  const real = await importOriginal<typeof import('../../src/workers/reader')>();
  const { createPool } = await import('../../src/workers/pool');
  const { exposeTasks } = await import('../../src/workers/expose');
  const { readerTasks } = await import('../../src/workers/reader.worker');
  pool = createPool<ReaderTasks>(() => {
    const { port1, port2 } = new MessageChannel();
    exposeTasks(readerTasks, port2);
    return Object.assign(port1, { terminate: () => (port1.close(), port2.close()) });
  }, real.READER_POOL_OPTIONS);
  return { ...real, serveBlobInWorker: real.createBlobServer(pool) };
}

export const disposeReaders = () => pool?.dispose();

/** The in-thread reader pool's counts (a test checks it is idle). */
export const readerStats = () => pool!.stats();
