/**
 * The hash strings: PHC's Base64 (RFC 4648's alphabet without padding, as Argon2's reference writes it) and the
 * reading of every string the hasher writes or verifies, with the bounds on the work a string may ask for.
 */
import { fault, type HashForm, type HashParameter } from './faults';
import type { Pbkdf2Hash } from './options';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Bytes as Base64 without padding (PHC). */
export function phcBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) text += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return text;
}

/** Base64 without padding as bytes, or null when it is not that (a stray character, a length of 4k+1). */
export function fromPhcBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*$/.test(text) || text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of text) {
    value = (value << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 255;
    }
  }
  return bytes;
}

/** The most memory one hash may take: 1 GiB (a 32-bit WebAssembly memory holds 4 GiB, a busy tab far less). */
export const MAX_MEMORY_KIB = 1 << 20;
export const BCRYPT_COSTS = { min: 4, max: 15 } as const;
export const LIMITS = {
  argon2Iterations: 100,
  argon2Parallelism: 16,
  scryptLogN: 20,
  scryptR: 32,
  scryptP: 16,
  pbkdf2Iterations: 10_000_000,
} as const;

export type ParsedHash =
  | { kind: 'bcrypt'; cost: number; encoded: string }
  | {
      kind: 'argon2';
      variant: 'id' | 'i' | 'd';
      memoryKib: number;
      iterations: number;
      parallelism: number;
      salt: Uint8Array;
      hash: Uint8Array;
    }
  | { kind: 'scrypt'; logN: number; r: number; p: number; salt: Uint8Array; hash: Uint8Array }
  | { kind: 'pbkdf2'; digest: Pbkdf2Hash; iterations: number; salt: Uint8Array; hash: Uint8Array };

/** The name of a parsed hash's algorithm, as a fault carries it. */
export const algorithmName = (parsed: ParsedHash) =>
  parsed.kind === 'argon2'
    ? `Argon2${parsed.variant}`
    : parsed.kind === 'pbkdf2'
      ? `PBKDF2-${parsed.digest}`
      : parsed.kind;

const malformed = (form: HashForm) => fault('malformed', { form });

/** `k=v,k=v` with exactly these keys, in this order, each a whole number. */
function readParams(text: string, keys: readonly string[]): number[] | null {
  const parts = text.split(',');
  if (parts.length !== keys.length) return null;
  const values = parts.map((part, i) => {
    const match = /^([a-z]+)=(\d{1,10})$/.exec(part);
    return match && match[1] === keys[i] ? Number(match[2]) : NaN;
  });
  return values.some(Number.isNaN) ? null : values;
}

function bytesOf(text: string, part: 'salt' | 'hash'): Uint8Array {
  const bytes = fromPhcBase64(text);
  if (!bytes) throw fault('badBase64', { part });
  return bytes;
}

function outOfRange(parameter: HashParameter, value: number, min: number, max: number) {
  if (value < min || value > max) throw fault('outOfRange', { parameter, value, min, max });
}

function parseBcrypt(text: string): ParsedHash {
  if (text.startsWith('$2x$')) throw fault('bcrypt2x');
  const match = /^\$2[aby]\$(\d\d)\$[./A-Za-z0-9]{53}$/.exec(text);
  if (!match) throw malformed('bcrypt');
  const cost = Number(match[1]);
  if (cost > BCRYPT_COSTS.max) throw fault('bcryptCost', { cost });
  outOfRange('bcryptCost', cost, BCRYPT_COSTS.min, BCRYPT_COSTS.max);
  return { kind: 'bcrypt', cost, encoded: text };
}

function parseArgon2(text: string): ParsedHash {
  const match = /^\$argon2(id|i|d)\$v=(\d+)\$([^$]*)\$([^$]*)\$([^$]*)$/.exec(text);
  if (!match) throw malformed('argon2');
  const [, variant, version, params, salt, hash] = match;
  if (version !== '19') throw fault('argon2Version', { version });
  const values = readParams(params, ['m', 't', 'p']);
  if (!values) throw malformed('argon2');
  const [memoryKib, iterations, parallelism] = values;
  if (memoryKib > MAX_MEMORY_KIB) throw fault('argon2MemoryKib', { kib: memoryKib });
  outOfRange('argon2P', parallelism, 1, LIMITS.argon2Parallelism);
  outOfRange('argon2M', memoryKib, 8 * parallelism, MAX_MEMORY_KIB);
  outOfRange('argon2T', iterations, 1, LIMITS.argon2Iterations);
  const parsed = { kind: 'argon2', variant, memoryKib, iterations, parallelism } as const;
  return { ...parsed, variant: variant as 'id', salt: bytesOf(salt, 'salt'), hash: bytesOf(hash, 'hash') };
}

function parseScrypt(text: string): ParsedHash {
  const match = /^\$scrypt\$([^$]*)\$([^$]*)\$([^$]*)$/.exec(text);
  const values = match && readParams(match[1], ['ln', 'r', 'p']);
  if (!match || !values) throw malformed('scrypt');
  const [logN, r, p] = values;
  outOfRange('scryptLn', logN, 1, LIMITS.scryptLogN);
  outOfRange('scryptR', r, 1, LIMITS.scryptR);
  outOfRange('scryptP', p, 1, LIMITS.scryptP);
  checkScryptMemory(2 ** logN, r);
  return { kind: 'scrypt', logN, r, p, salt: bytesOf(match[2], 'salt'), hash: bytesOf(match[3], 'hash') };
}

/** scrypt holds 128 × N × r bytes: at most 1 GiB. */
export function checkScryptMemory(n: number, r: number) {
  const mib = (128 * n * r) / 2 ** 20;
  if (mib > 1024) throw fault('scryptMemory', { mib });
}

const DIGESTS: Readonly<Record<string, Pbkdf2Hash>> = { sha1: 'SHA-1', sha256: 'SHA-256', sha512: 'SHA-512' };

function parsePbkdf2(text: string): ParsedHash {
  const match = /^\$pbkdf2-(sha1|sha256|sha512)\$([^$]*)\$([^$]*)\$([^$]*)$/.exec(text);
  const values = match && readParams(match[2], ['i', 'l']);
  if (!match || !values) throw malformed('pbkdf2');
  const [iterations, length] = values;
  outOfRange('pbkdf2I', iterations, 1, LIMITS.pbkdf2Iterations);
  const hash = bytesOf(match[4], 'hash');
  if (hash.length !== length || length < 1 || length > 256) throw malformed('pbkdf2');
  return { kind: 'pbkdf2', digest: DIGESTS[match[1]], iterations, salt: bytesOf(match[3], 'salt'), hash };
}

/** Reads a hash string: its algorithm from its prefix, its parameters bounded; a fault says what is wrong. */
export function parseHash(input: string): ParsedHash {
  const text = input.trim();
  if (text === '') throw fault('hashBlank');
  if (text.startsWith('$2')) return parseBcrypt(text);
  if (text.startsWith('$argon2')) return parseArgon2(text);
  if (text.startsWith('$scrypt$')) return parseScrypt(text);
  if (text.startsWith('$pbkdf2-')) return parsePbkdf2(text);
  throw fault('unknownFormat');
}
