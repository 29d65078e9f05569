/**
 * Hash one input with several algorithms at once, reading it once: every chunk goes to every hasher.
 * Runs anywhere (worker, Node); the hash worker calls it, the tests call it directly.
 */
import type { AlgorithmId } from './algorithms';
import { enginesFor, webCryptoAvailable, type Engine } from './choice';
import { wasmHasher, webCryptoDigest, type StreamHasher } from './engines';
import { concatBytes } from '../../../core/shared/bytes';

/** UTF-8 bytes of text: what every hash of text is computed over. */
export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

export type Digests = Partial<Record<AlgorithmId, Uint8Array>>;
/** The engine each algorithm ran on. */
export type Engines = Partial<Record<AlgorithmId, Engine>>;
/** Digests and the engines that computed them (what the page shows). */
export interface HashOutcome {
  digests: Digests;
  engines: Engines;
}

/** Runs a hash that reports its engines (`onEngines`) and returns both. */
export async function withEngines(
  run: (onEngines: (engines: Engines) => void) => Promise<Digests>,
): Promise<HashOutcome> {
  let engines: Engines = {};
  const digests = await run((chosen) => (engines = chosen));
  return { digests, engines };
}

export interface HashOptions {
  hmacKey?: Uint8Array;
  /** Aborting stops between chunks with the signal's reason. */
  signal?: AbortSignal;
  /** Bytes hashed so far, after each chunk. */
  onBytes?: (bytesDone: number) => void;
  /** The engine chosen for each algorithm, told before hashing starts. */
  onEngines?: (engines: Engines) => void;
}

/** Hash a whole buffer (e.g. encoded text): WebCrypto algorithms run alongside the WASM ones. */
export async function hashBytes(
  ids: readonly AlgorithmId[],
  data: Uint8Array,
  options: HashOptions = {},
): Promise<Digests> {
  const digests = await hashChunks(ids, [data], data.length, { ...options, wholeInput: true });
  options.onBytes?.(data.length);
  return digests;
}

/**
 * Hash a stream of chunks. With `totalBytes` known, algorithms whose fastest engine is one-shot
 * (WebCrypto) gather the chunks into one buffer, which `engineFor` allows only up to a bounded size.
 * With `totalBytes` undefined the input must be a whole input (text already in memory, streamed in
 * pieces): one-shot algorithms gather whatever arrives.
 */
export async function hashChunks(
  ids: readonly AlgorithmId[],
  chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
  totalBytes: number | undefined,
  options: HashOptions & { wholeInput?: boolean; oneShotMaxBytes?: number } = {},
): Promise<Digests> {
  const { hmacKey, signal, onBytes, onEngines, oneShotMaxBytes } = options;
  const wholeInput = !!options.wholeInput || totalBytes === undefined;
  const ctx = {
    totalBytes: totalBytes ?? 0,
    wholeInput,
    hmacKey,
    webCryptoAvailable: webCryptoAvailable(),
    oneShotMaxBytes,
  };
  const engines = enginesFor(ids, ctx);
  onEngines?.(engines);
  const oneShot = ids.filter((id) => engines[id] === 'webcrypto');
  const streamed = ids.filter((id) => !oneShot.includes(id));
  const hashers: [AlgorithmId, StreamHasher][] = [];
  try {
    for (const id of streamed) hashers.push([id, await wasmHasher(id, hmacKey)]);
    // For the one-shot engines: chunks gathered into one buffer when the size is known, else kept.
    const gathered = oneShot.length && totalBytes !== undefined ? new Uint8Array(totalBytes) : undefined;
    const kept: Uint8Array[] = [];
    let offset = 0;
    for await (const chunk of chunks) {
      signal?.throwIfAborted();
      if (totalBytes !== undefined && offset + chunk.length > totalBytes)
        throw new Error('The input is longer than announced');
      if (gathered) gathered.set(chunk, offset);
      else if (oneShot.length) kept.push(chunk);
      for (const [, hasher] of hashers) hasher.update(chunk);
      offset += chunk.length;
      onBytes?.(offset);
    }
    signal?.throwIfAborted();
    if (totalBytes !== undefined && offset !== totalBytes) {
      throw new Error('The input is shorter than announced (did the file change while reading?)');
    }
    const data = gathered ?? (oneShot.length ? (kept.length === 1 ? kept[0] : concatBytes(kept)) : new Uint8Array(0));
    kept.length = 0;
    const pending = oneShot.map(async (id) => [id, await webCryptoDigest(id, data, hmacKey)] as const);
    const digests: Digests = {};
    for (const [id, hasher] of hashers) digests[id] = hasher.digest();
    for (const [id, digest] of await Promise.all(pending)) digests[id] = digest;
    return digests;
  } finally {
    for (const [, hasher] of hashers) hasher.release();
  }
}
