/** The tool's options: where the key comes from, and the secrets (never in a share link). */
export interface CryptOptions {
  kdf: 'pbkdf2' | 'argon2id' | 'key';
  passphrase: string;
  key: string;
}

export const CRYPT_DEFAULTS: CryptOptions = { kdf: 'pbkdf2', passphrase: '', key: '' };
