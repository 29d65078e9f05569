/**
 * Which hash engine runs, decided per algorithm and per input: hash-wasm (streams, every algorithm) or
 * WebCrypto (one-shot only, but uses the CPU's SHA instructions). From measurements in Chromium that
 * the bench repeats (`npm run bench`). No WASM here, so the main thread can plan without loading it.
 */
import { algorithm, type AlgorithmId } from './algorithms';

export type Engine = 'webcrypto' | 'wasm';

/**
 * The memory a one-shot digest of a file may take, on any device: the whole file gathered into one buffer, plus the
 * copy WebCrypto makes of it before digesting (Chromium copies the data it is given). A 1 GiB file would hold over
 * 2 GiB, enough to crash a tab on a 4 GB laptop or a phone, so past this a file streams through WASM in chunks and
 * memory stays flat, even where one-shot would be faster.
 */
export const ONE_SHOT_MEMORY_BYTES = 256 * 1024 ** 2;
/** The largest file WebCrypto takes one-shot: it and WebCrypto's copy of it fit `ONE_SHOT_MEMORY_BYTES`. */
export const ONE_SHOT_MAX_FILE_BYTES = ONE_SHOT_MEMORY_BYTES / 2;

/**
 * Cost in nanoseconds per byte on one core of Chromium 156, in a worker, on 256 MiB in memory (issue 14's
 * measurements; `npm run bench` shows the ceiling they give). WebCrypto uses the CPU's SHA instructions.
 */
export const COST_NS_PER_BYTE: Record<Engine, Partial<Record<AlgorithmId, number>>> = {
  wasm: {
    md5: 2.4,
    sha1: 2.2,
    sha224: 4.3,
    sha256: 4.3,
    sha384: 2.8,
    sha512: 2.8,
    'sha3-256': 5.2,
    'sha3-512': 8.8,
    blake2b: 2.1,
    blake3: 2.2,
    crc32: 0.8,
    xxhash64: 0.3,
  },
  webcrypto: { sha1: 1.1, sha256: 1.17, sha384: 2.6, sha512: 2.56 },
};

/** Reading a file in a worker, whatever the method: 1 GiB in 1.3-1.85 s (issue 14). */
export const READ_NS_PER_BYTE = 1.5;

export interface EngineContext {
  /** Bytes the input will have in total. */
  totalBytes: number;
  /** The whole input is already one buffer (text), so a one-shot engine costs no extra memory. */
  wholeInput: boolean;
  /** HMAC key, when keyed. */
  hmacKey?: Uint8Array;
  /** WebCrypto is present (secure context). */
  webCryptoAvailable: boolean;
  /** Overrides the largest one-shot file, `ONE_SHOT_MAX_FILE_BYTES` (-1 forces streaming). */
  oneShotMaxBytes?: number;
}

/**
 * The fastest correct engine for one algorithm on one input. Text is already in memory, so WebCrypto wins where
 * it computes faster. A file is another matter: WebCrypto's digest is one-shot, so it must wait for the whole
 * file to be read, while WASM hashes each chunk as the next one is read. So WebCrypto takes a file only when
 * reading then digesting beats the slower of reading and WASM hashing (SHA-256; not SHA-1 or SHA-512), and only
 * when the file and WebCrypto's copy of it fit the fixed memory budget (`ONE_SHOT_MAX_FILE_BYTES`).
 */
export function engineFor(id: AlgorithmId, ctx: EngineContext): Engine {
  const web = COST_NS_PER_BYTE.webcrypto[id];
  const wasm = COST_NS_PER_BYTE.wasm[id] ?? Infinity;
  if (!ctx.webCryptoAvailable || web === undefined || !algorithm(id).webCrypto) return 'wasm';
  // WebCrypto refuses empty HMAC keys; WASM computes them as RFC 2104 says.
  if (ctx.hmacKey && ctx.hmacKey.length === 0) return 'wasm';
  if (ctx.wholeInput) return web < wasm ? 'webcrypto' : 'wasm';
  if (ctx.totalBytes > (ctx.oneShotMaxBytes ?? ONE_SHOT_MAX_FILE_BYTES)) return 'wasm';
  return READ_NS_PER_BYTE + web < Math.max(READ_NS_PER_BYTE, wasm) ? 'webcrypto' : 'wasm';
}

/** The engine of each algorithm on one input (what the page reports as having run). */
export const enginesFor = (ids: readonly AlgorithmId[], ctx: EngineContext): Partial<Record<AlgorithmId, Engine>> =>
  Object.fromEntries(ids.map((id) => [id, engineFor(id, ctx)]));

export function webCryptoAvailable(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function';
}
