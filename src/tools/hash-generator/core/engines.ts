/** The hash engines: hash-wasm hashers (kept and reused per worker) and WebCrypto one-shot digests. */
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
export * from './choice';

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
  const key = await crypto.subtle.importKey(
    'raw',
    hmacKey as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: name },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, bytes));
}
