/**
 * Hash one input with several algorithms at once, reading it once: every chunk goes to every hasher.
 * Runs anywhere (worker, Node); the hash worker calls it, the tests call it directly.
 */
import type { AlgorithmId } from './algorithms';
import { engineFor, webCryptoAvailable } from './choice';
import { wasmHasher, webCryptoDigest, type StreamHasher } from './engines';

export type Digests = Partial<Record<AlgorithmId, Uint8Array>>;

export interface HashOptions {
  hmacKey?: Uint8Array;
  /** Aborting stops between chunks with the signal's reason. */
  signal?: AbortSignal;
  /** Bytes hashed so far, after each chunk. */
  onBytes?: (bytesDone: number) => void;
}

/** Hash a whole buffer (e.g. encoded text): WebCrypto algorithms run alongside the WASM ones. */
export async function hashBytes(ids: readonly AlgorithmId[], data: Uint8Array, options: HashOptions = {}): Promise<Digests> {
  const digests = await hashChunks(ids, [data], data.length, { ...options, wholeInput: true });
  options.onBytes?.(data.length);
  return digests;
}

/**
 * Hash a stream of chunks whose total length is known. Algorithms whose fastest engine is one-shot
 * (WebCrypto) gather the chunks into one buffer, which `engineFor` allows only up to a bounded size.
 */
export async function hashChunks(
  ids: readonly AlgorithmId[],
  chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
  totalBytes: number,
  options: HashOptions & { wholeInput?: boolean; oneShotMaxBytes?: number } = {},
): Promise<Digests> {
  const { hmacKey, signal, onBytes, oneShotMaxBytes } = options;
  const ctx = { totalBytes, wholeInput: !!options.wholeInput, hmacKey, webCryptoAvailable: webCryptoAvailable(), oneShotMaxBytes };
  const oneShot = ids.filter((id) => engineFor(id, ctx) === 'webcrypto');
  const streamed = ids.filter((id) => !oneShot.includes(id));
  const hashers: [AlgorithmId, StreamHasher][] = [];
  try {
    for (const id of streamed) hashers.push([id, await wasmHasher(id, hmacKey)]);
    // A whole input is used as it is; a stream is copied into one buffer only for the one-shot engines.
    let gathered: Uint8Array | undefined;
    let offset = 0;
    for await (const chunk of chunks) {
      signal?.throwIfAborted();
      if (offset + chunk.length > totalBytes) throw new Error('The input is longer than announced');
      if (oneShot.length) {
        if (options.wholeInput && offset === 0 && chunk.length === totalBytes) gathered = chunk;
        else (gathered ??= new Uint8Array(totalBytes)).set(chunk, offset);
      }
      for (const [, hasher] of hashers) hasher.update(chunk);
      offset += chunk.length;
      onBytes?.(offset);
    }
    signal?.throwIfAborted();
    if (offset !== totalBytes) throw new Error('The input is shorter than announced (did the file change while reading?)');
    const data = gathered ?? new Uint8Array(0);
    const pending = oneShot.map(async (id) => [id, await webCryptoDigest(id, data, hmacKey)] as const);
    const digests: Digests = {};
    for (const [id, hasher] of hashers) digests[id] = hasher.digest();
    for (const [id, digest] of await Promise.all(pending)) digests[id] = digest;
    return digests;
  } finally {
    for (const [, hasher] of hashers) hasher.release();
  }
}
