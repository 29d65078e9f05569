/**
 * Text in and out: AES-256-GCM over the UTF-8 text, the envelope (header and ciphertext with its tag) as one
 * Base64 text; decrypting also reads openssl enc's "Salted__" output (./openssl).
 */
import { IV_BYTES, readHeader, SALT_BYTES, writeHeader, type Bytes, type Header, type Kdf } from './envelope';
import { aesKey, ARGON2, PBKDF2_ITERATIONS } from './kdf';
import { fault } from './faults';
import { decryptOpenssl, isOpensslSalted } from './openssl';
import type { CryptOptions } from './options';

export const random = (count: number): Bytes => crypto.getRandomValues(new Uint8Array(count));

/** The key derivation the options choose, with this tool's parameters. */
export function kdfOf({ kdf }: CryptOptions): Kdf {
  if (kdf === 'key') return { name: 'key' };
  if (kdf === 'argon2id') return { name: 'argon2id', ...ARGON2 };
  return { name: 'pbkdf2', iterations: PBKDF2_ITERATIONS };
}

/** The secret the chosen derivation takes: the passphrase, or the raw key's text. */
export const secretOf = (kdf: Kdf, options: CryptOptions) => (kdf.name === 'key' ? options.key : options.passphrase);

/** A new header (fresh salt and IV) for the options. */
export function newHeader(options: CryptOptions, format: Header['format'], chunkBytes = 0): Header {
  const kdf = kdfOf(options);
  return {
    format,
    kdf,
    salt: kdf.name === 'key' ? new Uint8Array(0) : random(SALT_BYTES),
    iv: random(IV_BYTES),
    chunkBytes,
  };
}

export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Base64 (line breaks and spaces allowed, as openssl -a writes it) as bytes. */
export function bytesOfBase64(text: string): Bytes {
  const clean = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) throw fault('badBase64');
  try {
    return Uint8Array.from(atob(clean.padEnd(Math.ceil(clean.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
  } catch {
    throw fault('badBase64');
  }
}

/** The text as a Base64 envelope. */
export async function encryptText(text: string, options: CryptOptions): Promise<string> {
  const header = newHeader(options, 'text');
  const key = await aesKey(header.kdf, secretOf(header.kdf, options), header.salt, 'encrypt');
  const headerBytes = writeHeader(header);
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: header.iv, additionalData: headerBytes },
    key,
    new TextEncoder().encode(text),
  );
  const envelope = new Uint8Array(headerBytes.length + sealed.byteLength);
  envelope.set(headerBytes);
  envelope.set(new Uint8Array(sealed), headerBytes.length);
  return base64Of(envelope);
}

/** Decrypted bytes as text; bytes that are not UTF-8 are refused. */
export function utf8Text(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fault('notText');
  }
}

/** Refuses a secret of the wrong kind for the envelope before any work. */
function checkSecretKind(kdf: Kdf, options: CryptOptions) {
  if (kdf.name === 'key' && options.kdf !== 'key') throw fault('needsKey');
  if (kdf.name !== 'key' && options.kdf === 'key') throw fault('needsPassphrase');
}

/** An envelope (or openssl enc -a output) back to its text; a wrong secret or changed data decrypts nothing. */
export async function decryptText(text: string, options: CryptOptions): Promise<string> {
  const bytes = bytesOfBase64(text);
  if (isOpensslSalted(bytes)) return utf8Text(await decryptOpenssl(bytes, options.passphrase));
  const { header, headerBytes } = readHeader(bytes);
  if (header.format === 'file') throw fault('fileEnvelope');
  checkSecretKind(header.kdf, options);
  const key = await aesKey(header.kdf, secretOf(header.kdf, options), header.salt, 'decrypt');
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: header.iv, additionalData: headerBytes },
      key,
      bytes.subarray(headerBytes.length),
    );
  } catch {
    throw fault('wrongSecret');
  }
  return utf8Text(plain);
}

export { checkSecretKind };

/** Both actions, as the worker runs them and the examples test them. */
export const CRYPT_ACTIONS = {
  encrypt: encryptText,
  decrypt: decryptText,
};
