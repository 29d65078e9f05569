/**
 * Hash engines: hash-wasm (streams, every algorithm) and WebCrypto (one-shot only, but uses the CPU's SHA
 * instructions). Which one runs is decided per algorithm and per input by `engineFor`, from measurements
 * in Chromium that the bench repeats (`npm run bench`).
 */
import {
  createBLAKE2b,
  createBLAKE3,
  createCRC32,
  createHMAC,
  createMD5,
  createSHA1,
  createSHA224,
  createSHA256,
  createSHA3,
  createSHA384,
  createSHA512,
  createXXHash64,
  type IHasher,
} from 'hash-wasm';
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

/** Cost in nanoseconds per byte (Chromium, one core), used to spread algorithms over workers. */
export const COST_NS_PER_BYTE: Record<Engine, Partial<Record<AlgorithmId, number>>> = {
  wasm: {
    md5: 1.85,
    sha1: 1.6,
    sha224: 3.9,
    sha256: 3.9,
    sha384: 2.9,
    sha512: 2.9,
    'sha3-256': 4.3,
    'sha3-512': 7.3,
    blake2b: 1.7,
    blake3: 1.8,
    crc32: 0.65,
    xxhash64: 0.22,
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

function createWasm(id: AlgorithmId): Promise<IHasher> {
  switch (id) {
    case 'md5':
      return createMD5();
    case 'sha1':
      return createSHA1();
    case 'sha224':
      return createSHA224();
    case 'sha256':
      return createSHA256();
    case 'sha384':
      return createSHA384();
    case 'sha512':
      return createSHA512();
    case 'sha3-256':
      return createSHA3(256);
    case 'sha3-512':
      return createSHA3(512);
    case 'blake2b':
      return createBLAKE2b(512);
    case 'blake3':
      return createBLAKE3(256);
    case 'crc32':
      return createCRC32();
    case 'xxhash64':
      return createXXHash64();
  }
}

/**
 * Plain hashers are kept and reset between inputs, so each WASM module is instantiated once per worker.
 * A hasher is checked out while in use, so two overlapping jobs never share one.
 */
const idleHashers = new Map<AlgorithmId, IHasher[]>();
let hashersCreated = 0;

/** How many WASM hashers this realm has instantiated (lets tests prove reuse). */
export function wasmHashersCreated(): number {
  return hashersCreated;
}

export interface StreamHasher {
  update(chunk: Uint8Array): void;
  digest(): Uint8Array;
  /** Returns a plain hasher to the cache; keyed ones are dropped. */
  release(): void;
}

export async function wasmHasher(id: AlgorithmId, hmacKey?: Uint8Array): Promise<StreamHasher> {
  if (hmacKey) {
    if (!algorithm(id).hmac) throw new Error(`HMAC is not defined for ${algorithm(id).label}`);
    hashersCreated++;
    const keyed = await createHMAC(createWasm(id), hmacKey);
    keyed.init();
    return {
      update: (chunk) => void keyed.update(chunk),
      digest: () => keyed.digest('binary'),
      release: () => undefined,
    };
  }
  let hasher = idleHashers.get(id)?.pop();
  if (!hasher) {
    hashersCreated++;
    hasher = await createWasm(id);
  }
  const h = hasher;
  h.init();
  return {
    update: (chunk) => void h.update(chunk),
    digest: () => h.digest('binary'),
    release: () => {
      const list = idleHashers.get(id) ?? [];
      list.push(h);
      idleHashers.set(id, list);
    },
  };
}

/** WebCrypto one-shot digest or HMAC of a whole buffer. */
export async function webCryptoDigest(id: AlgorithmId, data: Uint8Array, hmacKey?: Uint8Array): Promise<Uint8Array> {
  const name = algorithm(id).webCrypto;
  if (!name) throw new Error(`WebCrypto has no ${algorithm(id).label}`);
  // WebCrypto takes BufferSource views; a view over a SharedArrayBuffer is refused, ours never are.
  const bytes = data as Uint8Array<ArrayBuffer>;
  if (!hmacKey) return new Uint8Array(await crypto.subtle.digest(name, bytes));
  const key = await crypto.subtle.importKey('raw', hmacKey as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: name }, false, [
    'sign',
  ]);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, bytes));
}
