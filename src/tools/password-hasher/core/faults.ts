import { faultsOf } from '../../../core/shared/tool-error';

/** A number the hasher reads: a field typed for Hash, or a parameter of a pasted hash string (its letter in it). */
export type HashParameter =
  | 'bcryptCost'
  | 'argon2Memory'
  | 'argon2Iterations'
  | 'argon2Parallelism'
  | 'scryptR'
  | 'scryptP'
  | 'pbkdf2Iterations'
  | 'argon2M'
  | 'argon2T'
  | 'argon2P'
  | 'scryptLn'
  | 'pbkdf2I';

/** The shape a hash string should have (`argon2Hash`: an Argon2 hash's own length). */
export type HashForm = 'bcrypt' | 'argon2' | 'argon2Hash' | 'scrypt' | 'pbkdf2';

/** What a typed salt's length must be for its algorithm. */
export type SaltRule = 'exactly16' | 'from8To64' | 'atLeast8';

/**
 * The password hasher's faults and what each carries; their words are in ../words.ts. Never the password, a salt or
 * a hash: sizes, the parameter's name and the number typed. `algorithm` is a name (bcrypt, argon2id, Argon2,
 * PBKDF2-SHA-256).
 */
export interface PasswordHasherFaults {
  passwordTooLong: { bytes: number };
  bcryptTooLong: { bytes: number };
  notWhole: { parameter: HashParameter; text: string };
  outOfRange: { parameter: HashParameter; value: number; min: number; max: number };
  bcryptCost: { cost: number };
  argon2Memory: { mib: number };
  argon2MemoryKib: { kib: number };
  scryptN: { n: string };
  scryptMemory: { mib: number };
  saltHex: object;
  saltLength: { algorithm: string; bytes: number; rule: SaltRule };
  hashBlank: object;
  unknownFormat: object;
  malformed: { form: HashForm };
  bcrypt2x: object;
  argon2Version: { version: string };
  badBase64: { part: 'salt' | 'hash' };
  noMatch: { algorithm: string };
}

export const fault = faultsOf<PasswordHasherFaults>('password-hasher');
