/** The AES-256 key: PBKDF2-SHA256 (WebCrypto) or Argon2id (hash-wasm) from a passphrase, or a raw 32-byte key. */
import { argon2id } from 'hash-wasm';
import type { Bytes, Kdf } from './envelope';
import { fault, type CryptAction } from './faults';

/** OWASP's figure for PBKDF2-HMAC-SHA256 (2023). */
export const PBKDF2_ITERATIONS = 600_000;
/** RFC 9106's second recommended option: 64 MiB, 3 passes, 4 lanes. */
export const ARGON2 = { memoryKiB: 64 * 1024, iterations: 3, parallelism: 4 } as const;

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A raw key typed as 64 hex characters or Base64 of 32 bytes. */
export function parseRawKey(text: string, action: CryptAction): Bytes {
  const trimmed = text.trim();
  if (trimmed === '') throw fault('noKey', { action });
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return new Uint8Array(trimmed.match(/../g)!.map((pair) => parseInt(pair, 16)));
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const bytes = Uint8Array.from(atob(trimmed.replace(/-/g, '+').replace(/_/g, '/').padEnd(44, '=')), (c) =>
      c.charCodeAt(0),
    );
    if (bytes.length === 32) return bytes;
  }
  throw fault('badKey', { action });
}

/** The key's 32 bytes, before they become a CryptoKey. */
export async function keyBytes(kdf: Kdf, secret: string, salt: Bytes, action: CryptAction): Promise<Bytes> {
  if (kdf.name === 'key') return parseRawKey(secret, action);
  if (secret === '') throw fault('noPassphrase', { action });
  if (kdf.name === 'argon2id')
    return argon2id({
      password: secret,
      salt,
      parallelism: kdf.parallelism,
      iterations: kdf.iterations,
      memorySize: kdf.memoryKiB,
      hashLength: 32,
      outputType: 'binary',
    }) as Promise<Bytes>;
  const base = await crypto.subtle.importKey('raw', utf8(secret), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: kdf.iterations },
    base,
    256,
  );
  return new Uint8Array(bits);
}

/** The AES-GCM key for `kdf`. */
export async function aesKey(kdf: Kdf, secret: string, salt: Bytes, action: CryptAction): Promise<CryptoKey> {
  const raw = await keyBytes(kdf, secret, salt, action);
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}
