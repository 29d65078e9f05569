/** The password hasher's options, apart from the hashing code: the page's chunk imports them without hash-wasm. */

export type HashAlgorithm = 'argon2id' | 'argon2i' | 'argon2d' | 'bcrypt' | 'scrypt' | 'pbkdf2';
export type Pbkdf2Hash = 'SHA-256' | 'SHA-512' | 'SHA-1';

/** Numbers are typed in text fields (a share link carries text), read and bounded by `readParameters`. */
export interface PasswordHasherOptions {
  algorithm: HashAlgorithm;
  /** bcrypt's cost (log2 of its rounds), 4 to 15. */
  cost: string;
  /** Argon2's memory in MiB, its iterations (t) and parallelism (p). */
  memory: string;
  iterations: string;
  parallelism: string;
  /** scrypt's N (a power of two), r and p. */
  scryptN: string;
  scryptR: string;
  scryptP: string;
  pbkdf2Hash: Pbkdf2Hash;
  pbkdf2Iterations: string;
  /** The salt in hex; empty: 16 random bytes from crypto.getRandomValues. */
  salt: string;
  /** Verify: the hash string the password is checked against. */
  hash: string;
}

/** OWASP's Password Storage Cheat Sheet's settings (2024): Argon2id 19 MiB, t=2, p=1; scrypt 2^17, 8, 1; PBKDF2-SHA256 600,000. */
export const PASSWORD_HASHER_DEFAULTS: PasswordHasherOptions = {
  algorithm: 'argon2id',
  cost: '10',
  memory: '19',
  iterations: '2',
  parallelism: '1',
  scryptN: '131072',
  scryptR: '8',
  scryptP: '1',
  pbkdf2Hash: 'SHA-256',
  pbkdf2Iterations: '600000',
  salt: '',
  hash: '',
};

export const isArgon2 = (algorithm: HashAlgorithm) => algorithm.startsWith('argon2');
