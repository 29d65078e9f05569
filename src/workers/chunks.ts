/**
 * Feeding a worker a Blob (a File of any size) in chunks, so memory stays flat.
 *
 * Main thread: `fanOutBlob(blob, n)` reads the blob once, in order, and serves every chunk to each of
 * n consumers through its own MessagePort (pass each port to one pool job, listed in `transfer`).
 * Consumers may run ahead of the slowest by at most `lookahead` chunks, so at most a few chunks are in
 * memory whatever the file size. The last consumer to take a chunk gets it moved, the others a copy.
 *
 * Worker: `for await (const chunk of readChunks(port, ctx.signal))`; it asks for the next chunk while
 * the current one is being processed.
 */
import * as Comlink from 'comlink';
import { cancelledError } from './protocol';

export const DEFAULT_CHUNK_BYTES = 8 * 1024 ** 2;

interface ChunkSource {
  next(): Promise<Uint8Array | null>;
}

export interface FanOutOptions {
  chunkBytes?: number;
  /** How many chunks the fastest consumer may be ahead of the slowest (at least 2). */
  lookahead?: number;
  signal?: AbortSignal;
}

export interface FanOut {
  ports: MessagePort[];
  /** Stop serving: pending and later requests reject. */
  close(): void;
}

export function fanOutBlob(blob: Blob, consumers: number, options: FanOutOptions = {}): FanOut {
  const chunkBytes = Math.max(1, options.chunkBytes ?? DEFAULT_CHUNK_BYTES);
  const lookahead = Math.max(2, options.lookahead ?? 3);
  const chunkCount = Math.ceil(blob.size / chunkBytes);
  const requested = new Array<number>(consumers).fill(0);
  const delivered = new Array<number>(consumers).fill(0);
  const cache = new Map<number, { data: Promise<Uint8Array>; takers: number }>();
  let waiters: (() => void)[] = [];
  let closed = false;

  const wake = () => {
    const now = waiters;
    waiters = [];
    for (const w of now) w();
  };
  const slowest = () => Math.min(...delivered);
  const read = (k: number) => {
    let entry = cache.get(k);
    if (!entry) {
      const start = k * chunkBytes;
      const data = blob
        .slice(start, Math.min(blob.size, start + chunkBytes))
        .arrayBuffer()
        .then((buffer) => new Uint8Array(buffer));
      data.catch(() => undefined); // surfaced to whoever awaits it
      entry = { data, takers: 0 };
      cache.set(k, entry);
    }
    return entry;
  };
  const check = () => {
    if (closed) throw options.signal?.reason ?? cancelledError();
  };

  const next = async (c: number): Promise<Uint8Array | null> => {
    check();
    const k = requested[c]++;
    if (k >= chunkCount) return null;
    while (k - slowest() >= lookahead) {
      await new Promise<void>((resolve) => waiters.push(resolve));
      check();
    }
    const entry = read(k);
    if (k + 1 < chunkCount && k + 1 - slowest() < lookahead) read(k + 1); // read ahead while this one is hashed
    const data = await entry.data;
    check();
    entry.takers++;
    delivered[c]++;
    const last = entry.takers === consumers;
    if (last) cache.delete(k);
    wake();
    return last ? Comlink.transfer(data, [data.buffer]) : data.slice();
  };

  const ownEnds: MessagePort[] = [];
  const ports = Array.from({ length: consumers }, (_, c) => {
    const { port1, port2 } = new MessageChannel();
    const source: ChunkSource = { next: () => next(c) };
    Comlink.expose(source, port1);
    ownEnds.push(port1);
    return port2;
  });

  const close = () => {
    if (closed) return;
    closed = true;
    cache.clear();
    wake();
    // Let the rejections of pending requests go out before the ports close.
    setTimeout(() => ownEnds.forEach((port) => port.close()), 0);
  };
  options.signal?.addEventListener('abort', close, { once: true });
  return { ports, close };
}

/** Worker side: the chunks served on `port`, in order, until the end or until `signal` aborts. */
export async function* readChunks(port: MessagePort, signal?: AbortSignal): AsyncGenerator<Uint8Array> {
  const source = Comlink.wrap<ChunkSource>(port);
  const ask = () => {
    const p = source.next();
    p.catch(() => undefined); // a request abandoned on abort must not report an unhandled rejection
    return p;
  };
  try {
    let pending = ask();
    for (;;) {
      const chunk = await untilAborted(pending, signal);
      if (!chunk) return;
      pending = ask();
      yield chunk;
    }
  } finally {
    source[Comlink.releaseProxy]();
    port.close();
  }
}

function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
