/** Writers of each UUID version into 16 bytes of a buffer that already holds random bytes. */
import { stampVersion } from '../../../core/shared/uuid-bytes';
import { TimeSequence } from './sequence';

/** Milliseconds from the Gregorian epoch of version 1 (1582-10-15) to the Unix epoch. */
export const GREGORIAN_OFFSET_MS = 12_219_292_800_000;
const TWO_32 = 2 ** 32;

export type RandomVersion = 'v4' | 'v7' | 'v1';

/** Writes one UUID of its version into `bytes` at `offset` (16 random bytes there on entry). */
export type UuidWriter = (bytes: Uint8Array, offset: number, nowMs: number) => void;

export function writeV4(bytes: Uint8Array, offset: number): void {
  stampVersion(bytes, 4, offset);
}

/** Version 7: 48-bit Unix milliseconds, then a 12-bit counter (rand_a) and 62 random bits. */
export function v7Writer(): UuidWriter {
  // A new millisecond starts the counter at a random 11-bit value: unpredictable, with room to count.
  const seed = new Uint16Array(1);
  const sequence = new TimeSequence(4096, () => crypto.getRandomValues(seed)[0] & 0x7ff);
  return (bytes, offset, nowMs) => {
    const { ms, count } = sequence.next(nowMs);
    const high = Math.floor(ms / TWO_32);
    bytes[offset] = (high >>> 8) & 0xff;
    bytes[offset + 1] = high & 0xff;
    writeUint32(bytes, offset + 2, ms % TWO_32);
    bytes[offset + 6] = count >>> 8;
    bytes[offset + 7] = count & 0xff;
    stampVersion(bytes, 7, offset);
  };
}

/**
 * Version 1: a 60-bit count of 100 ns since 1582-10-15, and a clock sequence and node id drawn at random
 * once per generator (with the multicast bit set, as RFC 9562 asks of a node id that is not a MAC address).
 */
export function v1Writer(): UuidWriter {
  const identity = crypto.getRandomValues(new Uint8Array(8));
  identity[2] |= 0x01;
  const sequence = new TimeSequence(10_000, () => 0);
  return (bytes, offset, nowMs) => {
    const { ms, count } = sequence.next(nowMs);
    const { high, low } = gregorianTicks(ms, count);
    writeUint32(bytes, offset, low);
    bytes[offset + 4] = (high >>> 8) & 0xff;
    bytes[offset + 5] = high & 0xff;
    bytes[offset + 6] = (high >>> 24) & 0x0f;
    bytes[offset + 7] = (high >>> 16) & 0xff;
    bytes.set(identity, offset + 8);
    stampVersion(bytes, 1, offset);
  };
}

/** The 60-bit timestamp of version 1 as its high 28 and low 32 bits, exact without BigInt. */
export function gregorianTicks(unixMs: number, ticks100ns: number): { high: number; low: number } {
  const ms = unixMs + GREGORIAN_OFFSET_MS;
  const msLow = ms % TWO_32;
  const lowPart = msLow * 10_000 + ticks100ns;
  const high = Math.floor(ms / TWO_32) * 10_000 + Math.floor(lowPart / TWO_32);
  return { high, low: lowPart % TWO_32 };
}

function writeUint32(bytes: Uint8Array, offset: number, value: number): void {
  bytes[offset] = value >>> 24;
  bytes[offset + 1] = (value >>> 16) & 0xff;
  bytes[offset + 2] = (value >>> 8) & 0xff;
  bytes[offset + 3] = value & 0xff;
}

export function writerFor(version: RandomVersion): UuidWriter {
  if (version === 'v7') return v7Writer();
  if (version === 'v1') return v1Writer();
  return writeV4;
}
