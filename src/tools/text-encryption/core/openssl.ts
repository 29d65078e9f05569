/**
 * What `openssl enc -aes-256-cbc -pbkdf2 -salt` writes: "Salted__", 8 bytes of salt, then AES-256-CBC with PKCS#7
 * padding. Key and IV are derived together: PBKDF2-HMAC-SHA256 over the passphrase and salt, openssl's default
 * 10,000 iterations, 48 bytes (32 of key, 16 of IV).
 */
import type { Bytes } from './envelope';
import { fault } from './faults';

const SALTED = [...'Salted__'].map((c) => c.charCodeAt(0));
export const OPENSSL_ITERATIONS = 10_000;

export const isOpensslSalted = (bytes: Uint8Array) =>
  bytes.length >= 16 && SALTED.every((byte, i) => bytes[i] === byte);

/** The plaintext of openssl enc's output; a wrong passphrase (bad padding) decrypts nothing. */
export async function decryptOpenssl(bytes: Bytes, passphrase: string): Promise<ArrayBuffer> {
  if (passphrase === '') throw fault('noPassphrase', { action: 'decrypt' });
  const salt = bytes.slice(8, 16);
  const body = bytes.subarray(16);
  if (body.length === 0 || body.length % 16 !== 0) throw fault('cutShort');
  const base = await crypto.subtle.importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const derived = new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: OPENSSL_ITERATIONS },
      base,
      48 * 8,
    ),
  );
  const key = await crypto.subtle.importKey('raw', derived.slice(0, 32), 'AES-CBC', false, ['decrypt']);
  try {
    return await crypto.subtle.decrypt({ name: 'AES-CBC', iv: derived.slice(32, 48) }, key, body);
  } catch {
    throw fault('wrongOpenssl');
  }
}
