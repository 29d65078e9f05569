/** Encrypt / Decrypt: AES-256-GCM texts and files with a passphrase (PBKDF2 or Argon2id) or a raw key; openssl enc's output read too. */
export { CRYPT_ACTIONS, decryptText, encryptText } from './text';
export { decryptStream, encryptStream, FILE_CHUNK_BYTES, type ByteSink } from './stream';

export { CRYPT_DEFAULTS, type CryptOptions } from './options';
export { newFileHeader, sealedStretches, sealPlan, writeInterleaved, type SealPlan } from './stretches';
