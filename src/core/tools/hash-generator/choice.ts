/**
 * Which hash engine runs, decided per algorithm and per input: hash-wasm (streams, every algorithm) or
 * WebCrypto (one-shot only, but uses the CPU's SHA instructions). From measurements in Chromium that
 * the bench repeats (`npm run bench`). No WASM here, so the main thread can plan without loading it.
 */
import { algorithm, type AlgorithmId } from './algorithms';

export type Engine = 'webcrypto' | 'wasm';

/**
 * Largest stream for which WebCrypto is used: its digest is one-shot, so the stream is gathered in one
 * buffer first. Past this size hashing streams through WASM in chunks, so memory stays flat.
 */
export const ONE_SHOT_MAX_BYTES = 128 * 1024 ** 2;

/**
 * Where WebCrypto beats hash-wasm in Chromium (measured on 256 MiB): SHA-256 2.8x, SHA-384 and SHA-512
 * about 1.2x. Its SHA-1 is 3x slower than hash-wasm, so SHA-1 stays on WASM.
 */
const WEBCRYPTO_FASTER: ReadonlySet<AlgorithmId> = new Set(['sha256', 'sha384', 'sha512']);

/** Cost in nanoseconds per byte on one core of Chromium (measured with 8 MiB updates), to balance workers. */
export const COST_NS_PER_BYTE: Record<Engine, Partial<Record<AlgorithmId, number>>> = {
  wasm: {
    md5: 2.2,
    sha1: 2.2,
    sha224: 4.4,
    sha256: 4.4,
    sha384: 2.9,
    sha512: 2.9,
    'sha3-256': 5.2,
    'sha3-512': 8.8,
    blake2b: 2.1,
    blake3: 2.2,
    crc32: 0.8,
    xxhash64: 0.3,
  },
  webcrypto: { sha256: 1.35, sha384: 2.7, sha512: 2.5 },
};

export interface EngineContext {
  /** Bytes the input will have in total. */
  totalBytes: number;
  /** The whole input is already one buffer (text), so a one-shot engine costs no extra memory. */
  wholeInput: boolean;
  /** HMAC key, when keyed. */
  hmacKey?: Uint8Array;
  /** WebCrypto is present (secure context). */
  webCryptoAvailable: boolean;
  /** Overrides ONE_SHOT_MAX_BYTES (tests use 0 to force streaming). */
  oneShotMaxBytes?: number;
}

/** The fastest correct engine for one algorithm on one input. */
export function engineFor(id: AlgorithmId, ctx: EngineContext): Engine {
  if (!ctx.webCryptoAvailable || !WEBCRYPTO_FASTER.has(id) || !algorithm(id).webCrypto) return 'wasm';
  // WebCrypto refuses empty HMAC keys; WASM computes them as RFC 2104 says.
  if (ctx.hmacKey && ctx.hmacKey.length === 0) return 'wasm';
  return ctx.wholeInput || ctx.totalBytes <= (ctx.oneShotMaxBytes ?? ONE_SHOT_MAX_BYTES) ? 'webcrypto' : 'wasm';
}

export function webCryptoAvailable(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function';
}
