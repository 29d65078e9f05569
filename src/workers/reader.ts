/**
 * Reading a Blob once for several workers: `serveBlob(file, n)` returns n ports to hand to n pool jobs
 * (each reads with `readChunks(port, ctx.signal)`) and a promise that settles when all were served.
 * The reading runs in its own worker, so it overlaps with the consumers' work and never touches the
 * main thread.
 */
import { createPool } from './pool';
import type { ReaderTasks } from './reader.worker';

const readerPool = createPool<ReaderTasks>(
  () => new Worker(new URL('./reader.worker.ts', import.meta.url), { type: 'module', name: 'reader' }),
  // One reader is enough: it mostly waits for the disk and copies.
  { name: 'file reader', size: 1 },
);

export function serveBlob(blob: Blob, consumers: number, options: { signal?: AbortSignal; chunkBytes?: number } = {}) {
  const channels = Array.from({ length: consumers }, () => new MessageChannel());
  const ports = channels.map((c) => c.port1);
  const done = readerPool.run(
    'serveBlob',
    { blob, ports, chunkBytes: options.chunkBytes },
    { signal: options.signal, transfer: ports },
  );
  return { ports: channels.map((c) => c.port2), done };
}
