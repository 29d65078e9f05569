import { PASSWORD_HASHER_WORDS as M } from './words';
import type { PasswordHasherResult } from './core';
import { isArgon2, PASSWORD_HASHER_DEFAULTS, type PasswordHasherOptions } from './core/options';
import { runPasswordHasherInWorker } from './in-worker';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

/** The core's result on screen: a typed salt is warned about under the hash. */
const shown = ({ outputs, saltGiven }: PasswordHasherResult) => ({
  outputs,
  ...(saltGiven && { warnings: { hash: M.saltGiven } }),
});

const hashing = (test: (options: PasswordHasherOptions) => boolean) => ({ actions: ['hash'], when: test });
const number = (label: string, test: (options: PasswordHasherOptions) => boolean) =>
  ({ kind: 'text', label, maxChars: 12, ...hashing(test) }) as const;

/** A hash string's start: smart paste opens Verify with it. */
const HASH_PREFIX = /^\s*\$(2[abxy]|argon2(id|i|d)|scrypt|pbkdf2-)/;

/**
 * bcrypt, Argon2id/i/d, scrypt and PBKDF2: Hash writes the standard string with a random salt (or a typed one), Verify
 * checks a password against any such string. The password is the kit's secret input (masked, never in a link); every
 * run is in the worker, where a newer keystroke or Cancel terminates a hash that is still going.
 */
export const passwordHasher: ToolDeclaration<PasswordHasherOptions> = {
  input: {
    kind: 'field',
    label: 'Password',
    placeholder: 'Type or paste a password',
    secret: true,
    hint: (options) =>
      options.algorithm === 'bcrypt'
        ? 'bcrypt reads at most 72 bytes of a password.'
        : 'Hashed in your browser: nothing is sent.',
  },
  defaults: PASSWORD_HASHER_DEFAULTS,
  options: {
    algorithm: {
      kind: 'select',
      label: 'Algorithm',
      choices: [
        { value: 'argon2id', label: 'Argon2id' },
        { value: 'argon2i', label: 'Argon2i' },
        { value: 'argon2d', label: 'Argon2d' },
        { value: 'bcrypt', label: 'bcrypt' },
        { value: 'scrypt', label: 'scrypt' },
        { value: 'pbkdf2', label: 'PBKDF2' },
      ],
      actions: ['hash'],
    },
    cost: number('Cost (4-15)', (options) => options.algorithm === 'bcrypt'),
    memory: number('Memory (MiB)', (options) => isArgon2(options.algorithm)),
    iterations: number('Iterations (t)', (options) => isArgon2(options.algorithm)),
    parallelism: number('Parallelism (p)', (options) => isArgon2(options.algorithm)),
    scryptN: number('N (power of 2)', (options) => options.algorithm === 'scrypt'),
    scryptR: number('Block size (r)', (options) => options.algorithm === 'scrypt'),
    scryptP: number('Parallelism (p)', (options) => options.algorithm === 'scrypt'),
    pbkdf2Hash: {
      kind: 'select',
      label: 'Hash function',
      choices: [
        { value: 'SHA-256', label: 'SHA-256' },
        { value: 'SHA-512', label: 'SHA-512' },
        { value: 'SHA-1', label: 'SHA-1' },
      ],
      ...hashing((options) => options.algorithm === 'pbkdf2'),
    },
    pbkdf2Iterations: number('Iterations', (options) => options.algorithm === 'pbkdf2'),
    salt: { kind: 'text', label: 'Salt (hex)', placeholder: 'random', maxChars: 130, actions: ['hash'] },
    hash: {
      kind: 'text',
      label: 'Hash to verify',
      placeholder: '$2b$12$… or $argon2id$v=19$…',
      maxChars: 400,
      wide: true,
      secret: true,
      actions: ['verify'],
    },
  },
  actions: [
    {
      id: 'hash',
      label: 'Hash',
      jobLabel: 'Hashing',
      blank: M.blank,
      outputs: [{ id: 'hash', label: 'Hash', copyMessage: 'Hash copied', wrap: true }],
    },
    {
      id: 'verify',
      label: 'Verify',
      jobLabel: 'Verifying',
      blank: M.blank,
      outputs: [],
      valid: M.match,
    },
  ],
  run: {
    core: async (action, text, options) => {
      const { runPasswordHasher } = await import('./core');
      return shown(await runPasswordHasher(action, text, options));
    },
    inWorker: async (action, text, options, job) => shown(await runPasswordHasherInWorker(action, text, options, job)),
    // Every run is in the worker, as you type (a newer keystroke cancels the hash still going); the core refuses a
    // password past 4,096 bytes.
    liveUpToChars: 100_000,
  },
  handOffInto: (text) => (HASH_PREFIX.test(text) ? 'hash' : undefined),
  handOffAction: (text) => (HASH_PREFIX.test(text) ? 'verify' : undefined),
  examples: EXAMPLES,
};

export default passwordHasher;
