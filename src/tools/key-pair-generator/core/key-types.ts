/** The key types this tool makes, and what WebCrypto, OpenSSH and ssh-keygen call each. */
export type KeyType =
  'rsa-2048' | 'rsa-3072' | 'rsa-4096' | 'ecdsa-p256' | 'ecdsa-p384' | 'ecdsa-p521' | 'ed25519' | 'x25519';

export interface KeyTypeInfo {
  label: string;
  /** WebCrypto's algorithm to generate with. */
  algorithm: RsaHashedKeyGenParams | EcKeyGenParams | { name: 'Ed25519' | 'X25519' };
  usages: KeyUsage[];
  /** The OpenSSH key type, when OpenSSH has one. */
  ssh?: 'ssh-rsa' | 'ecdsa-sha2-nistp256' | 'ecdsa-sha2-nistp384' | 'ecdsa-sha2-nistp521' | 'ssh-ed25519';
  /** What `ssh-keygen -l` prints in brackets. */
  sshName?: 'RSA' | 'ECDSA' | 'ED25519';
}

const rsa = (bits: number): KeyTypeInfo => ({
  label: `RSA ${bits}`,
  algorithm: {
    name: 'RSASSA-PKCS1-v1_5',
    modulusLength: bits,
    publicExponent: new Uint8Array([1, 0, 1]),
    hash: 'SHA-256',
  },
  usages: ['sign', 'verify'],
  ssh: 'ssh-rsa',
  sshName: 'RSA',
});

const ecdsa = (curve: 256 | 384 | 521): KeyTypeInfo => ({
  label: `ECDSA P-${curve}`,
  algorithm: { name: 'ECDSA', namedCurve: `P-${curve}` },
  usages: ['sign', 'verify'],
  ssh: `ecdsa-sha2-nistp${curve}`,
  sshName: 'ECDSA',
});

export const KEY_TYPES: Readonly<Record<KeyType, KeyTypeInfo>> = {
  'rsa-2048': rsa(2048),
  'rsa-3072': rsa(3072),
  'rsa-4096': rsa(4096),
  'ecdsa-p256': ecdsa(256),
  'ecdsa-p384': ecdsa(384),
  'ecdsa-p521': ecdsa(521),
  ed25519: {
    label: 'Ed25519',
    algorithm: { name: 'Ed25519' },
    usages: ['sign', 'verify'],
    ssh: 'ssh-ed25519',
    sshName: 'ED25519',
  },
  x25519: { label: 'X25519 (key agreement)', algorithm: { name: 'X25519' }, usages: ['deriveBits'] },
};

export const KEY_TYPE_IDS = Object.keys(KEY_TYPES) as KeyType[];

export const isKeyType = (value: unknown): value is KeyType =>
  typeof value === 'string' && Object.hasOwn(KEY_TYPES, value);
