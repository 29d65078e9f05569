/**
 * Time-ordered IDs: ULID (48-bit milliseconds and 80 random bits in Crockford Base32, monotonic within a
 * millisecond) and MongoDB's ObjectId (4-byte seconds, 5 random bytes per generator, a 3-byte counter).
 */
import { fault } from './faults';
import { cryptoBytes, type RandomBytes } from './sampler';
import { CROCKFORD_ALPHABET, encodeBase32 } from '../../../core/shared/base32';

export const CROCKFORD = CROCKFORD_ALPHABET;
const ULID_RANDOM_BYTES = 10;
/** The largest time a ULID holds: 2^48 - 1 ms (year 10889). */
export const ULID_MAX_TIME = 2 ** 48 - 1;

/** Crockford Base32 of a whole number below 2^53 in `chars` characters. */
function encodeTime(ms: number, chars: number): string {
  let out = '';
  for (let i = 0; i < chars; i++) {
    out = CROCKFORD[ms % 32] + out;
    ms = Math.floor(ms / 32);
  }
  return out;
}

/** Crockford Base32 of 10 bytes (80 bits, 16 characters). */
const encodeRandom = (bytes: Uint8Array) => encodeBase32(bytes, CROCKFORD);

/** Adds 1 to the 80-bit number; false when it overflows. */
function increment(bytes: Uint8Array): boolean {
  for (let i = bytes.length - 1; i >= 0; i--) {
    if (bytes[i] < 255) {
      bytes[i]++;
      return true;
    }
    bytes[i] = 0;
  }
  return false;
}

/**
 * A ULID source that stays ordered (the ULID spec's monotonic factory): in the same millisecond (or when the clock
 * steps back) the random part is the last one plus 1; on the rare overflow the next millisecond is borrowed.
 */
export function ulidFactory(random: RandomBytes = cryptoBytes) {
  let lastMs = -1;
  let last = new Uint8Array(ULID_RANDOM_BYTES);
  let timePart = '';
  return (nowMs: number): string => {
    if (nowMs > lastMs || !increment(last)) {
      lastMs = Math.min(ULID_MAX_TIME, Math.max(nowMs, lastMs + (nowMs > lastMs ? 0 : 1)));
      last = random(ULID_RANDOM_BYTES).slice();
      timePart = encodeTime(lastMs, 10);
    }
    return timePart + encodeRandom(last);
  };
}

/** The millisecond a ULID holds (either case; Crockford's I, L and O are read as 1, 1 and 0). */
export function ulidTime(text: string): number {
  const ulid = text.trim().toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
  if (!/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/.test(ulid)) throw fault('notUlid');
  let ms = 0;
  for (const char of ulid.slice(0, 10)) ms = ms * 32 + CROCKFORD.indexOf(char);
  return ms;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/**
 * An ObjectId source as MongoDB's drivers make them: the seconds, a random value fixed for the generator (the
 * driver's per-process value), and a counter that starts at a random value and wraps at 2^24.
 */
export function objectIdFactory(random: RandomBytes = cryptoBytes) {
  const unique = random(5).slice();
  const start = random(3);
  let counter = (start[0] << 16) | (start[1] << 8) | start[2];
  return (nowMs: number): string => {
    const seconds = Math.floor(nowMs / 1000) >>> 0;
    counter = (counter + 1) & 0xffffff;
    let out = seconds.toString(16).padStart(8, '0');
    for (const byte of unique) out += HEX[byte];
    return out + counter.toString(16).padStart(6, '0');
  };
}

export interface ObjectIdParts {
  /** Seconds since the Unix epoch. */
  seconds: number;
  random: string;
  counter: number;
}

export function objectIdParts(text: string): ObjectIdParts {
  const hex = text.trim().toLowerCase();
  if (!/^[0-9a-f]{24}$/.test(hex)) throw fault('notObjectId');
  return {
    seconds: parseInt(hex.slice(0, 8), 16),
    random: hex.slice(8, 18),
    counter: parseInt(hex.slice(18), 16),
  };
}
