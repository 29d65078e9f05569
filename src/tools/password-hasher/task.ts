/// <reference lib="webworker" />
/**
 * Worker tasks of the password hasher: bcrypt, Argon2 and scrypt are one synchronous WebAssembly call each (hash-wasm),
 * PBKDF2 one WebCrypto call. None can stop midway: Cancel terminates this worker and the pool starts another
 * (./password-hasher).
 */
import { runPasswordHasher, type PasswordHasherOptions } from './core';

interface HashInput {
  action: string;
  password: string;
  options: PasswordHasherOptions;
}

export const passwordHasherTasks = {
  run: ({ action, password, options }: HashInput) => runPasswordHasher(action, password, options),
};

export type PasswordHasherTasks = typeof passwordHasherTasks;

export default passwordHasherTasks;
