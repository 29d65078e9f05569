/** The hash algorithms the hash generator offers, with what the UI says about each. */

export type AlgorithmId =
  | 'md5'
  | 'sha1'
  | 'sha224'
  | 'sha256'
  | 'sha384'
  | 'sha512'
  | 'sha3-256'
  | 'sha3-512'
  | 'blake2b'
  | 'blake3'
  | 'crc32'
  | 'xxhash64';

export interface Algorithm {
  id: AlgorithmId;
  /** Shown on tabs and in toasts: '{label} hash copied to clipboard'. */
  label: string;
  /** Digest length in bits. */
  bits: number;
  /** One or two sentences: what it is and when to use it. */
  explanation: string;
  /** One of the four the spec shows by default (tabs All, MD5, SHA-1, SHA-256, SHA-512). */
  spec: boolean;
  /** HMAC is defined for it (the MD5 and SHA families). */
  hmac: boolean;
  /** The WebCrypto name when `crypto.subtle` implements it (one-shot only). */
  webCrypto?: 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512';
}

export const ALGORITHMS: readonly Algorithm[] = [
  {
    id: 'md5',
    label: 'MD5',
    bits: 128,
    explanation:
      '128-bit digest. Fast and fine for spotting accidental changes, but broken for security: never use it for passwords or signatures.',
    spec: true,
    hmac: true,
  },
  {
    id: 'sha1',
    label: 'SHA-1',
    bits: 160,
    explanation:
      '160-bit digest used by Git and older certificates. Collisions have been demonstrated, so prefer SHA-256 for anything security-related.',
    spec: true,
    hmac: true,
    webCrypto: 'SHA-1',
  },
  {
    id: 'sha224',
    label: 'SHA-224',
    bits: 224,
    explanation: 'A truncated SHA-256 with a 224-bit digest, for protocols that ask for it.',
    spec: false,
    hmac: true,
  },
  {
    id: 'sha256',
    label: 'SHA-256',
    bits: 256,
    explanation:
      '256-bit digest from the SHA-2 family: the everyday choice for checksums, downloads and signatures. Secure today.',
    spec: true,
    hmac: true,
    webCrypto: 'SHA-256',
  },
  {
    id: 'sha384',
    label: 'SHA-384',
    bits: 384,
    explanation: 'A truncated SHA-512 with a 384-bit digest, common in TLS and subresource integrity.',
    spec: false,
    hmac: true,
    webCrypto: 'SHA-384',
  },
  {
    id: 'sha512',
    label: 'SHA-512',
    bits: 512,
    explanation: '512-bit digest from the SHA-2 family. Very secure, and often faster than SHA-256 on 64-bit machines.',
    spec: true,
    hmac: true,
    webCrypto: 'SHA-512',
  },
  {
    id: 'sha3-256',
    label: 'SHA3-256',
    bits: 256,
    explanation: 'SHA-3 (Keccak) with a 256-bit digest: a different design from SHA-2, as a secure alternative.',
    spec: false,
    hmac: true,
  },
  {
    id: 'sha3-512',
    label: 'SHA3-512',
    bits: 512,
    explanation: 'SHA-3 (Keccak) with a 512-bit digest, for the largest security margin.',
    spec: false,
    hmac: true,
  },
  {
    id: 'blake2b',
    label: 'BLAKE2b',
    bits: 512,
    explanation:
      'BLAKE2b-512: as secure as SHA-3 and faster than MD5 in software. Used by Argon2 and many package managers.',
    spec: false,
    hmac: false,
  },
  {
    id: 'blake3',
    label: 'BLAKE3',
    bits: 256,
    explanation: 'BLAKE3 with a 256-bit digest: a modern, very fast cryptographic hash.',
    spec: false,
    hmac: false,
  },
  {
    id: 'crc32',
    label: 'CRC32',
    bits: 32,
    explanation: 'A 32-bit checksum (as in ZIP and PNG) that catches transmission errors. Not a cryptographic hash.',
    spec: false,
    hmac: false,
  },
  {
    id: 'xxhash64',
    label: 'xxHash64',
    bits: 64,
    explanation: 'A 64-bit non-cryptographic hash built for speed, for deduplication and hash tables.',
    spec: false,
    hmac: false,
  },
];

export const ALGORITHM_IDS: readonly AlgorithmId[] = ALGORITHMS.map((a) => a.id);

/** MD5, SHA-1, SHA-256, SHA-512: the spec's tabs, computed by default. */
export const SPEC_ALGORITHM_IDS: readonly AlgorithmId[] = ALGORITHMS.filter((a) => a.spec).map((a) => a.id);

const byId = new Map(ALGORITHMS.map((a) => [a.id, a]));

export function algorithm(id: AlgorithmId): Algorithm {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown hash algorithm: ${String(id)}`);
  return found;
}

/** The label shown for a result, e.g. 'HMAC-SHA-256' when keyed. */
export function resultLabel(id: AlgorithmId, keyed: boolean): string {
  return keyed ? `HMAC-${algorithm(id).label}` : algorithm(id).label;
}
