/**
 * Password hashing and verifying: bcrypt, Argon2id/i/d and scrypt with hash-wasm (WebAssembly), PBKDF2 with
 * WebCrypto. Hashes are written as the standard strings (`$2b$…`, PHC's `$argon2id$v=19$…`) and PHC-like ones for
 * scrypt and PBKDF2 (README); verify reads any of them, its algorithm from its prefix. Salts come from
 * crypto.getRandomValues unless one is given in hex.
 */
import { argon2d, argon2i, argon2id, bcrypt, bcryptVerify, scrypt } from 'hash-wasm';
import { fault, type HashParameter } from './faults';
import { isArgon2, type HashAlgorithm, type PasswordHasherOptions, type Pbkdf2Hash } from './options';
import {
  algorithmName,
  BCRYPT_COSTS,
  checkScryptMemory,
  LIMITS,
  MAX_MEMORY_KIB,
  parseHash,
  phcBase64,
  type ParsedHash,
} from './phc';

export * from './options';
export { fault, type HashForm, type HashParameter, type PasswordHasherFaults, type SaltRule } from './faults';
export { parseHash, phcBase64, fromPhcBase64, type ParsedHash } from './phc';

/** The longest password taken, in UTF-8 bytes (a passphrase fits many times over; a pasted megabyte does not). */
export const MAX_PASSWORD_BYTES = 4096;
/** Random salts are 16 bytes (bcrypt's only size, Argon2's and RFC 8018's recommended one). */
export const SALT_BYTES = 16;
/** The length of an Argon2 or scrypt hash written here, in bytes (the argon2 CLI's default). */
export const HASH_BYTES = 32;

const DIGEST_BYTES: Readonly<Record<Pbkdf2Hash, number>> = { 'SHA-1': 20, 'SHA-256': 32, 'SHA-512': 64 };

function passwordBytes(password: string): Uint8Array {
  const bytes = new TextEncoder().encode(password);
  if (bytes.length > MAX_PASSWORD_BYTES) throw fault('passwordTooLong', { bytes: bytes.length });
  return bytes;
}

/** A whole number typed in a field, within its bounds. */
function whole(parameter: HashParameter, text: string, min: number, max: number): number {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) throw fault('notWhole', { parameter, text: trimmed });
  const value = Number(trimmed);
  if (value < min || value > max) throw fault('outOfRange', { parameter, value, min, max });
  return value;
}

/** The salt: the typed hex, or random bytes. */
function saltOf(hex: string, algorithm: HashAlgorithm): Uint8Array {
  const text = hex.trim().replace(/^0x/i, '');
  if (text === '') return crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  if (!/^([0-9a-fA-F]{2})+$/.test(text)) throw fault('saltHex');
  const bytes = Uint8Array.from(text.match(/../g)!, (pair) => parseInt(pair, 16));
  if (algorithm === 'bcrypt' && bytes.length !== 16)
    throw fault('saltLength', { algorithm: 'bcrypt', bytes: bytes.length, rule: 'exactly16' });
  if (bytes.length < 8 || bytes.length > 64)
    throw fault('saltLength', { algorithm, bytes: bytes.length, rule: 'from8To64' });
  return bytes;
}

async function hashBcrypt(password: Uint8Array, salt: Uint8Array, options: PasswordHasherOptions) {
  const cost = Number(options.cost.trim());
  if (/^\d{1,3}$/.test(options.cost.trim()) && cost > BCRYPT_COSTS.max && cost <= 99)
    throw fault('bcryptCost', { cost });
  const costFactor = whole('bcryptCost', options.cost, BCRYPT_COSTS.min, BCRYPT_COSTS.max);
  if (password.length > 72) throw fault('bcryptTooLong', { bytes: password.length });
  // hash-wasm writes $2a$; for a password of at most 72 bytes $2a$, $2b$ and $2y$ are the same computation, and
  // $2b$ is what OpenBSD and most libraries write today.
  const encoded = await bcrypt({ password, salt, costFactor, outputType: 'encoded' });
  return `$2b$${encoded.slice(4)}`;
}

const ARGON2 = { argon2id, argon2i, argon2d } as const;

async function hashArgon2(password: Uint8Array, salt: Uint8Array, options: PasswordHasherOptions) {
  const mib = Number(options.memory.trim());
  if (/^\d{1,15}$/.test(options.memory.trim()) && mib > MAX_MEMORY_KIB / 1024) throw fault('argon2Memory', { mib });
  const memory = whole('argon2Memory', options.memory, 1, MAX_MEMORY_KIB / 1024);
  const iterations = whole('argon2Iterations', options.iterations, 1, LIMITS.argon2Iterations);
  const parallelism = whole('argon2Parallelism', options.parallelism, 1, LIMITS.argon2Parallelism);
  const variant = options.algorithm as keyof typeof ARGON2;
  const memorySize = Math.max(memory * 1024, 8 * parallelism);
  return ARGON2[variant]({
    password,
    salt,
    iterations,
    parallelism,
    memorySize,
    hashLength: HASH_BYTES,
    outputType: 'encoded',
  });
}

async function hashScrypt(password: Uint8Array, salt: Uint8Array, options: PasswordHasherOptions) {
  const n = options.scryptN.trim();
  if (!/^\d{1,8}$/.test(n) || !isPowerOfTwo(Number(n)) || Number(n) > 2 ** LIMITS.scryptLogN)
    throw fault('scryptN', { n });
  const r = whole('scryptR', options.scryptR, 1, LIMITS.scryptR);
  const p = whole('scryptP', options.scryptP, 1, LIMITS.scryptP);
  checkScryptMemory(Number(n), r);
  const hash = await scryptBytes(password, salt, Number(n), r, p, HASH_BYTES);
  return `$scrypt$ln=${Math.log2(Number(n))},r=${r},p=${p}$${phcBase64(salt)}$${phcBase64(hash)}`;
}

const isPowerOfTwo = (n: number) => n >= 2 && (n & (n - 1)) === 0;

const scryptBytes = (password: Uint8Array, salt: Uint8Array, n: number, r: number, p: number, length: number) =>
  scrypt({ password, salt, costFactor: n, blockSize: r, parallelism: p, hashLength: length, outputType: 'binary' });

/** PBKDF2 with WebCrypto (native, as fast as the browser's own code). */
async function pbkdf2Bytes(
  password: Uint8Array,
  salt: Uint8Array,
  hash: Pbkdf2Hash,
  iterations: number,
  bytes: number,
) {
  const key = await crypto.subtle.importKey('raw', password as BufferSource, 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash, salt: salt as BufferSource, iterations },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

async function hashPbkdf2(password: Uint8Array, salt: Uint8Array, options: PasswordHasherOptions) {
  const iterations = whole('pbkdf2Iterations', options.pbkdf2Iterations, 1, LIMITS.pbkdf2Iterations);
  const length = DIGEST_BYTES[options.pbkdf2Hash];
  const hash = await pbkdf2Bytes(password, salt, options.pbkdf2Hash, iterations, length);
  const name = options.pbkdf2Hash.replace('-', '').toLowerCase();
  return `$pbkdf2-${name}$i=${iterations},l=${length}$${phcBase64(salt)}$${phcBase64(hash)}`;
}

/** The password's hash string with the chosen algorithm and parameters. */
export async function hashPassword(password: string, options: PasswordHasherOptions): Promise<string> {
  const bytes = passwordBytes(password);
  const { algorithm } = options;
  const salt = saltOf(options.salt, algorithm);
  if (algorithm === 'bcrypt') return hashBcrypt(bytes, salt, options);
  if (isArgon2(algorithm)) return hashArgon2(bytes, salt, options);
  if (algorithm === 'scrypt') return hashScrypt(bytes, salt, options);
  return hashPbkdf2(bytes, salt, options);
}

/** Equal bytes, compared in a time that does not depend on where they differ. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}

/** What the hash's parameters give for this password (bcrypt checks itself). */
async function recompute(password: Uint8Array, parsed: Exclude<ParsedHash, { kind: 'bcrypt' }>): Promise<Uint8Array> {
  const { salt, hash } = parsed;
  if (parsed.kind === 'pbkdf2') return pbkdf2Bytes(password, salt, parsed.digest, parsed.iterations, hash.length);
  if (parsed.kind === 'scrypt') return scryptBytes(password, salt, 2 ** parsed.logN, parsed.r, parsed.p, hash.length);
  if (salt.length < 8) throw fault('saltLength', { algorithm: 'Argon2', bytes: salt.length, rule: 'atLeast8' });
  if (hash.length < 4) throw fault('malformed', { form: 'argon2Hash' });
  const { memoryKib: memorySize, iterations, parallelism } = parsed;
  const run = ARGON2[`argon2${parsed.variant}`];
  return run({ password, salt, memorySize, iterations, parallelism, hashLength: hash.length, outputType: 'binary' });
}

/** True when the password matches the hash string (bcrypt reads the first 72 bytes of a password, as all do). */
export async function passwordMatches(
  password: string,
  hashText: string,
): Promise<{ matches: boolean; algorithm: string }> {
  const parsed = parseHash(hashText);
  const bytes = passwordBytes(password);
  const algorithm = algorithmName(parsed);
  if (parsed.kind === 'bcrypt') {
    if (bytes.length === 0) return { matches: false, algorithm };
    return { matches: await bcryptVerify({ password: bytes.slice(0, 72), hash: parsed.encoded }), algorithm };
  }
  return { matches: sameBytes(await recompute(bytes, parsed), parsed.hash), algorithm };
}

/** Verify as a check: nothing when the password matches, a fault saying it does not otherwise. */
export async function verifyPassword(password: string, hashText: string): Promise<void> {
  const { matches, algorithm } = await passwordMatches(password, hashText);
  if (!matches) throw fault('noMatch', { algorithm });
}

export interface PasswordHasherResult {
  outputs: Record<string, string>;
  /** The hash was made with a typed salt (or one an example left): the view warns that it is not random. */
  saltGiven?: true;
}

/** The two actions, as the worker runs them and the examples test them. */
export async function runPasswordHasher(
  action: string,
  password: string,
  options: PasswordHasherOptions,
): Promise<PasswordHasherResult> {
  if (action === 'verify') {
    await verifyPassword(password, options.hash);
    return { outputs: {} };
  }
  const hash = await hashPassword(password, options);
  // A salt typed in (or left by an example) makes the same hash for the same password: the view says so under it.
  return { outputs: { hash }, ...(options.salt.trim() !== '' && { saltGiven: true }) };
}
