/**
 * Token & ID generator: ULIDs, NanoIDs, random strings, prefixed API keys and MongoDB ObjectIds,
 * every random character drawn uniformly from `crypto.getRandomValues` (./sampler), up to 100 at a time or 1,000,000
 * to a file in the worker.
 */
import type { ToolError } from '../../../core/shared/tool-error';
import { fault } from './faults';
import { objectIdFactory, ulidFactory } from './ids';
import { cryptoBytes, randomStrings, type RandomBytes } from './sampler';

export { fault, type TokenFaults } from './faults';
export { objectIdParts, ulidTime, CROCKFORD, type ObjectIdParts } from './ids';
export { byteLimit, drawIndices, indexOfByte, randomStrings, type RandomBytes } from './sampler';

export type TokenKind = 'ulid' | 'nanoid' | 'random' | 'api-key' | 'objectid';
export type Charset = 'hex' | 'base64url' | 'alphanumeric' | 'custom';

/** nanoid's `urlAlphabet` and default size (the same ids nanoid() makes). */
export const NANOID_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';
export const NANOID_SIZE = 21;

const DIGITS = '0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const CHARSETS: Readonly<Record<Exclude<Charset, 'custom'>, string>> = {
  hex: `${DIGITS}abcdef`,
  base64url: `${UPPER}${LOWER}${DIGITS}-_`,
  alphanumeric: `${UPPER}${LOWER}${DIGITS}`,
};

export const LENGTH = { min: 1, max: 1024 } as const;
export const ALPHABET_MAX = 4096;
export const PREFIX_MAX = 40;
export const QUANTITY = { min: 1, max: 100, default: 5 } as const;
export const BULK_MAX = 1_000_000;
/** Tokens per slice of the bulk export: big enough to be fast, small enough to report progress and cancel. */
export const BULK_SLICE = 10_000;

export interface TokenSpec {
  kind: TokenKind;
  /** The random string's characters (NanoID and API keys have their own). */
  charset: Charset;
  /** NanoID's alphabet, and a random string's when `charset` is custom. */
  alphabet: string;
  /** Characters of a NanoID, a random string, or an API key's random part. */
  length: number;
  /** An API key's prefix. */
  prefix: string;
}

export const DEFAULT_SPEC: TokenSpec = {
  kind: 'ulid',
  charset: 'alphanumeric',
  alphabet: NANOID_ALPHABET,
  length: 32,
  prefix: 'sk_live_',
};

/** The alphabet's characters (code points), each once; a repeat or a size out of range is a ToolError. */
export function alphabetOf(text: string): string[] {
  const chars = Array.from(text);
  if (chars.length > ALPHABET_MAX) throw fault('alphabetTooLarge', { max: ALPHABET_MAX });
  const seen = new Map<string, number>();
  chars.forEach((char, i) => {
    const first = seen.get(char);
    if (first !== undefined) throw fault('duplicateCharacter', { char, position: i + 1, first: first + 1 });
    seen.set(char, i);
  });
  if (chars.length < 2) throw fault('alphabetTooSmall');
  return chars;
}

function checkLength(length: number) {
  if (!Number.isInteger(length) || length < LENGTH.min || length > LENGTH.max)
    throw fault('badLength', { min: LENGTH.min, max: LENGTH.max });
}

function checkPrefix(prefix: string) {
  const chars = Array.from(prefix);
  if (chars.length > PREFIX_MAX) throw fault('prefixTooLong', { max: PREFIX_MAX });
  const bad = chars.findIndex((c) => !/^[A-Za-z0-9_.-]$/.test(c));
  if (bad >= 0) throw fault('badPrefix', { char: chars[bad], position: bad + 1, max: PREFIX_MAX });
}

/** The characters a spec draws from, its checks passed (ULID and ObjectId draw bytes, not characters). */
function alphabetFor(spec: TokenSpec): string[] {
  if (spec.kind === 'nanoid') return alphabetOf(spec.alphabet);
  if (spec.kind === 'api-key') return Array.from(CHARSETS.alphanumeric);
  return spec.charset === 'custom' ? alphabetOf(spec.alphabet) : Array.from(CHARSETS[spec.charset]);
}

export type SpecField = 'length' | 'alphabet' | 'prefix';

/** What is wrong with a spec, by the field at fault (empty when it can generate). */
export function specFaults(spec: TokenSpec): Partial<Record<SpecField, ToolError>> {
  const faults: Partial<Record<SpecField, ToolError>> = {};
  const check = (field: SpecField, run: () => unknown) => {
    try {
      run();
    } catch (e) {
      if (!fault.is(e)) throw e;
      faults[field] = e;
    }
  };
  if (spec.kind === 'ulid' || spec.kind === 'objectid') return faults;
  check('length', () => checkLength(spec.length));
  check('alphabet', () => alphabetFor(spec));
  if (spec.kind === 'api-key') check('prefix', () => checkPrefix(spec.prefix));
  return faults;
}

/** Bits of randomness in one token of `spec` (a ULID's 80, an ObjectId's 40 per generator, else length × log2 n). */
export function entropyBits(spec: TokenSpec): number {
  if (spec.kind === 'ulid') return 80;
  if (spec.kind === 'objectid') return 40;
  return spec.length * Math.log2(alphabetFor(spec).length);
}

/**
 * A generator for `spec` that keeps its state (ULID's monotonic sequence, ObjectId's random value and counter)
 * across calls; a bad spec is a ToolError at once.
 */
export function tokenGenerator(
  spec: TokenSpec,
  now: () => number = Date.now,
  random: RandomBytes = cryptoBytes,
): (count: number) => string[] {
  if (spec.kind === 'ulid' || spec.kind === 'objectid') {
    const next = spec.kind === 'ulid' ? ulidFactory(random) : objectIdFactory(random);
    return (count) => Array.from({ length: count }, () => next(now()));
  }
  checkLength(spec.length);
  const alphabet = alphabetFor(spec);
  if (spec.kind === 'api-key') {
    checkPrefix(spec.prefix);
    return (count) => randomStrings(alphabet, spec.length, count, random).map((key) => spec.prefix + key);
  }
  return (count) => randomStrings(alphabet, spec.length, count, random);
}

export const generateTokens = (spec: TokenSpec, count: number) => tokenGenerator(spec)(count);

/** The quantity box's value: whole numbers within 1-100; anything else falls back to 1. */
export function parseQuantity(text: string): number {
  const value = Math.trunc(Number(text.trim()));
  if (!text.trim() || !Number.isFinite(value)) return QUANTITY.min;
  return Math.min(QUANTITY.max, Math.max(QUANTITY.min, value));
}

/** `count` tokens as lines of text, one slice at a time with the running count (for the worker's bulk export). */
export function* bulkSlices(spec: TokenSpec, count: number): Generator<{ text: string; done: number }> {
  const next = tokenGenerator(spec);
  for (let done = 0; done < count;) {
    const size = Math.min(BULK_SLICE, count - done);
    done += size;
    yield { text: next(size).join('\n') + '\n', done };
  }
}
