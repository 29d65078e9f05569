/**
 * Feeding workers a Blob of any size in chunks, so memory stays flat: `createFanOut(blob, n)` reads it once and
 * offers every chunk to n consumers (with `split`, chunk k to consumer k mod n), none more than `lookahead` chunks
 * ahead of the slowest. It runs in a reader worker, so reading overlaps the consumers' work; the consumers must
 * run at once, so start them with `runOnFile` (./file-job). See ./README.md.
 */
import * as Comlink from 'comlink';
import { cancelledError } from './protocol';

export const DEFAULT_CHUNK_BYTES = 8 * 1024 ** 2;

interface ChunkSource<T = Uint8Array> {
  /** The next chunk; a consumer that recycles hands back the buffer of one it is done with (`readChunks`). */
  next(spent?: ArrayBuffer): Promise<T | null> | T | null;
}

export interface FanOutOptions {
  chunkBytes?: number;
  /** How many chunks the fastest consumer may be ahead of the slowest (at least 2). */
  lookahead?: number;
  /** Deal the chunks out instead of copying each to all: chunk k goes to consumer k mod consumers only. */
  split?: boolean;
  signal?: AbortSignal;
}

export interface FanOut {
  /** The next chunk for consumer `c` (null at the end); the last taker gets the read buffer itself. */
  next(c: number): Promise<Uint8Array | null>;
  /** A buffer a consumer is done with, to read a later chunk into (`readChunks` with `recycle`). */
  recycle(buffer: ArrayBuffer): void;
  /** Serve consumer `c` over `port` (for `readChunks` on the other side). */
  serve(port: MessagePort, c: number): void;
  /** Stop: pending and later requests reject. */
  close(): void;
  /** Settles once every consumer has been given the end (or the fan-out closed). */
  finished: Promise<void>;
}

export function createFanOut(blob: Blob, consumers: number, options: FanOutOptions = {}): FanOut {
  return new BlobFanOut(blob, consumers, options);
}

/** A chunk read once, until every consumer has taken it. */
interface CachedChunk {
  data: Promise<Uint8Array>;
  takers: number;
}

class BlobFanOut implements FanOut {
  readonly finished: Promise<void>;
  private finish!: () => void;
  private readonly chunkCount: number;
  private readonly lookahead: number;
  /** Per consumer: chunks asked for, and chunks handed over. */
  private readonly requested: number[];
  private readonly delivered: number[];
  /** Split mode: whether each chunk was handed over, and the first one that was not. */
  private readonly handedOver = new Set<number>();
  private firstPending = 0;
  /** How many consumers take each chunk (all of them, or one in split mode). */
  private readonly takersPerChunk: number;
  private readonly cache = new Map<number, CachedChunk>();
  private readonly served: MessagePort[] = [];
  /** Buffers the consumers handed back, read into again: a new 8 MiB buffer a chunk cost a third of the read. */
  private readonly spares: ArrayBuffer[] = [];
  private readonly chunkBytes: number;
  /** Consumers held back by the lookahead, woken whenever the slowest one moves. */
  private waiters: (() => void)[] = [];
  private closed = false;
  private ended = 0;
  // Chunks are read strictly in order from one stream, into buffers that then move to the consumers.
  private readonly readNext: ReturnType<typeof sequentialReader>;
  private chain: Promise<unknown> = Promise.resolve();
  private nextToRead = 0;

  constructor(
    blob: Blob,
    private readonly consumers: number,
    private readonly options: FanOutOptions,
  ) {
    const chunkBytes = Math.max(1, options.chunkBytes ?? DEFAULT_CHUNK_BYTES);
    this.chunkBytes = chunkBytes;
    this.chunkCount = Math.ceil(blob.size / chunkBytes);
    this.takersPerChunk = options.split ? 1 : consumers;
    // Split, the consumers together hold as many chunks as one does when copying: a few each.
    this.lookahead = Math.max(2, options.lookahead ?? 3) * (options.split ? consumers : 1);
    this.requested = new Array<number>(consumers).fill(0);
    this.delivered = new Array<number>(consumers).fill(0);
    this.readNext = sequentialReader(blob, chunkBytes, (size) => this.spareBuffer(size));
    this.finished = new Promise<void>((resolve) => (this.finish = resolve));
    options.signal?.addEventListener('abort', () => this.close(), { once: true });
  }

  async next(c: number): Promise<Uint8Array | null> {
    this.check();
    const j = this.requested[c]++;
    const k = this.options.split ? c + j * this.consumers : j;
    if (k >= this.chunkCount) {
      if (this.endOf(c) === j && ++this.ended === this.consumers) this.finish();
      return null;
    }
    await this.withinLookahead(k);
    const entry = this.read(k);
    this.readAhead();
    const data = await entry.data;
    this.check();
    return this.take(c, k, entry, data);
  }

  recycle(buffer: ArrayBuffer) {
    // As many as can be in flight: the lookahead's chunks and one held by each consumer.
    if (!this.closed && buffer.byteLength === this.chunkBytes && this.spares.length < this.lookahead + this.consumers)
      this.spares.push(buffer);
  }

  /** A buffer of `size` bytes to read or copy a chunk into: a spare one if a consumer handed one back. */
  private spareBuffer(size: number): ArrayBuffer {
    return (size === this.chunkBytes && this.spares.pop()) || new ArrayBuffer(size);
  }

  serve(port: MessagePort, c: number) {
    this.served.push(port);
    const source: ChunkSource = {
      next: async (spent) => {
        if (spent) this.recycle(spent);
        const chunk = await this.next(c);
        return chunk && Comlink.transfer(chunk, [chunk.buffer]);
      },
    };
    Comlink.expose(source, port);
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.cache.clear();
    this.spares.length = 0;
    this.readNext.cancel();
    this.wake();
    this.finish();
    // Let the rejections of pending requests go out before the ports close.
    setTimeout(() => this.served.forEach((port) => port.close()), 0);
  }

  /** Waits while chunk `k` is more than `lookahead` ahead of the slowest consumer (memory stays flat). */
  private async withinLookahead(k: number) {
    while (k - this.slowest() >= this.lookahead) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
      this.check();
    }
  }

  /**
   * Reads on to the end of the lookahead window, so the chunks the consumers ask for next are ready: reading only
   * one past the newest request left the reader idle while they worked, and then them waiting for it.
   */
  private readAhead() {
    if (!this.closed) this.read(Math.min(this.chunkCount, this.slowest() + this.lookahead) - 1);
  }

  /** Chunk `k`, reading it (and any before it not yet read) in order. */
  private read(k: number): CachedChunk {
    while (this.nextToRead <= k) {
      const data = this.chain.then(this.readNext);
      data.catch(() => undefined); // surfaced to whoever awaits it
      this.chain = data.catch(() => undefined);
      this.cache.set(this.nextToRead++, { data, takers: 0 });
    }
    return this.cache.get(k)!;
  }

  /** Hands chunk `k` to consumer `c`: the last taker gets the buffer itself, the others a copy. */
  private take(c: number, k: number, entry: CachedChunk, data: Uint8Array): Uint8Array {
    const last = ++entry.takers === this.takersPerChunk;
    if (last) this.cache.delete(k);
    this.delivered[c]++;
    if (this.options.split) this.handOver(k);
    this.wake();
    this.readAhead();
    return last ? data : this.copyOf(data);
  }

  private copyOf(data: Uint8Array): Uint8Array {
    const copy = new Uint8Array(this.spareBuffer(data.length), 0, data.length);
    copy.set(data);
    return copy;
  }

  /** How many requests consumer `c` makes before its end: every chunk, or in split mode its share. */
  private endOf(c: number) {
    if (!this.options.split) return this.chunkCount;
    return Math.max(0, Math.ceil((this.chunkCount - c) / this.consumers));
  }

  private handOver(k: number) {
    this.handedOver.add(k);
    while (this.handedOver.delete(this.firstPending)) this.firstPending++;
  }

  /** The first chunk not every consumer has had yet: nothing is read more than `lookahead` past it. */
  private slowest() {
    return this.options.split ? this.firstPending : Math.min(...this.delivered);
  }

  private wake() {
    const now = this.waiters;
    this.waiters = [];
    for (const w of now) w();
  }

  private check() {
    if (this.closed) throw this.options.signal?.reason ?? cancelledError();
  }
}

/**
 * Reads a blob front to back in chunks of `chunkBytes` (the last may be shorter). Uses a BYOB stream
 * reader, which fills our buffer without an extra copy (measured 40% less CPU than slice().arrayBuffer()
 * in Chromium), a spare one when `bufferOf` has one; falls back to slices where BYOB is missing.
 */
export function sequentialReader(
  blob: Blob,
  chunkBytes: number,
  bufferOf: (size: number) => ArrayBuffer = (size) => new ArrayBuffer(size),
) {
  let reader: ReadableStreamBYOBReader | undefined;
  try {
    reader = blob.stream().getReader({ mode: 'byob' });
  } catch {
    reader = undefined;
  }
  let offset = 0;
  const next = async (): Promise<Uint8Array> => {
    const start = offset;
    const size = Math.min(chunkBytes, blob.size - start);
    offset += size;
    if (!reader) return new Uint8Array(await blob.slice(start, start + size).arrayBuffer());
    let buffer = bufferOf(size);
    let filled = 0;
    while (filled < size) {
      const { done, value } = await reader.read(new Uint8Array(buffer, filled, size - filled));
      if (done || !value) throw new Error('The file ended early: did it change while it was being read?');
      buffer = value.buffer;
      filled += value.byteLength;
    }
    return new Uint8Array(buffer);
  };
  next.cancel = () => void reader?.cancel().catch(() => undefined);
  return next;
}

/**
 * A blob's chunks read in this thread (for files small enough that one worker does everything, and for a job that
 * reads its own part of a file: `readChunks` on a Blob). With `recycle`, each chunk is read into the buffer of the one
 * before, once the loop asks for the next: only for a loop that keeps nothing of a chunk.
 */
export async function* blobChunks(
  blob: Blob,
  chunkBytes = DEFAULT_CHUNK_BYTES,
  signal?: AbortSignal,
  { recycle = false } = {},
): AsyncGenerator<Uint8Array> {
  let spare: ArrayBuffer | undefined;
  const next = sequentialReader(blob, chunkBytes, (size) =>
    spare?.byteLength === size ? spare : new ArrayBuffer(size),
  );
  try {
    for (let done = 0; done < blob.size;) {
      signal?.throwIfAborted();
      const chunk = await next();
      done += chunk.length;
      yield chunk;
      if (recycle) spare = wholeBuffer(chunk);
    }
  } finally {
    next.cancel();
  }
}

/** Where a high surrogate ends a slice, the slice ends one earlier so no character is cut in two. */
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * Main-thread side for large text: serves `text` to each of `consumers` ports in slices of `sliceChars`,
 * one slice per message, so no single task clones megabytes (a 64 MiB paste would otherwise block the
 * page for a fifth of a second). Workers read the slices with `readChunks<string>(port)`.
 */
export function serveString(text: string, consumers: number, sliceChars = 1 << 20) {
  const own: MessagePort[] = [];
  const ports = Array.from({ length: consumers }, () => {
    const { port1, port2 } = new MessageChannel();
    let position = 0;
    const source: ChunkSource<string> = {
      next() {
        if (position >= text.length) return null;
        let end = Math.min(text.length, position + sliceChars);
        if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
        const slice = text.slice(position, end);
        position = end;
        return slice;
      },
    };
    Comlink.expose(source, port1);
    own.push(port1);
    return port2;
  });
  return { ports, close: () => own.forEach((port) => port.close()) };
}

/**
 * Where a job's chunks come from: a port that a reader worker or the page serves them on, or the part of a file the
 * job reads itself (runOnFile's `direct`).
 */
export type ChunkPort = MessagePort | Blob;

/**
 * Worker side of `serve` and `serveString`: the chunks served on `port`, in order, until the end or until `signal`
 * aborts; or, given a Blob, its chunks read here. With `recycle`, each chunk's buffer is read into again once the loop
 * asks for the one after it (handed back to the reader, or kept here): only for a loop that keeps nothing of a chunk
 * (no view of it, no work on it still running).
 */
export function readChunks<T = Uint8Array>(
  port: ChunkPort,
  signal?: AbortSignal,
  options: { recycle?: boolean } = {},
): AsyncGenerator<T> {
  if (port instanceof Blob) return blobChunks(port, DEFAULT_CHUNK_BYTES, signal, options) as AsyncGenerator<T>;
  return servedChunks<T>(port, signal, options);
}

async function* servedChunks<T>(port: MessagePort, signal?: AbortSignal, { recycle = false } = {}): AsyncGenerator<T> {
  const source = Comlink.wrap<ChunkSource<T>>(port);
  const ask = (spent?: ArrayBuffer): Promise<T | null> => {
    const p = (spent ? source.next(Comlink.transfer(spent, [spent])) : source.next()) as Promise<T | null>;
    p.catch(() => undefined); // a request abandoned on abort must not report an unhandled rejection
    return p;
  };
  try {
    let spent: ArrayBuffer | undefined;
    let pending = ask();
    for (;;) {
      const chunk = await untilAborted(pending, signal);
      if (!chunk) return;
      pending = ask(spent);
      yield chunk;
      spent = recycle ? wholeBuffer(chunk) : undefined;
    }
  } finally {
    source[Comlink.releaseProxy]();
    port.close();
  }
}

/**
 * The other side of `readChunks` for chunks a worker makes itself (one job handing its results to another): each
 * is made only when the reader asks for it (so the two stay in step and memory flat), and moved, not copied.
 * Settles once the end has been handed over; rejects if making a chunk fails or `signal` aborts.
 */
export function serveChunks<T extends Transferable[]>(
  chunks: AsyncIterator<T>,
  port: MessagePort,
  signal?: AbortSignal,
): Promise<void> {
  return untilAborted(
    new Promise<void>((resolve, reject) => {
      // The first chunk is made at once and each next one as soon as the last is handed over, so the reader never
      // waits for work this side could have done: both sides keep working, one chunk apart at most.
      let made = chunks.next();
      made.catch(() => undefined); // awaited when asked for
      const source: ChunkSource<T> = {
        async next() {
          try {
            const next = await made;
            if (next.done) resolve();
            else {
              made = chunks.next();
              made.catch(() => undefined);
            }
            return next.done ? null : Comlink.transfer(next.value, next.value);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
            throw error;
          }
        },
      };
      Comlink.expose(source, port);
    }),
    signal,
  ).finally(() => port.close());
}

/** The buffer a chunk fills whole, to hand back (a view of part of one, or a string, is not). */
function wholeBuffer(chunk: unknown): ArrayBuffer | undefined {
  if (!(chunk instanceof Uint8Array) || !(chunk.buffer instanceof ArrayBuffer)) return undefined;
  return chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength ? chunk.buffer : undefined;
}

function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Why `signal` aborted, as an Error (the pool aborts with one; anything else reads as Cancelled). */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : cancelledError();
}
