/**
 * The formats: each a name, an encoder of bytes and a decoder of text that refuses a wrong character with its
 * position. Base32 and Base58 are @scure/base's (each input first checked here, so a fault names its character);
 * Ascii85, Z85 and Base45 are ours (@scure/base has none of them).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { base32crockford, base32hexnopad, base32nopad, base58, createBase58check } from '@scure/base';
import { isWhiteSpace, readSymbols } from '../../../core/shared/alphabet-check';
import { decodeAscii85, decodeZ85, encodeAscii85, encodeZ85 } from './ascii85';
import { decodeBase45, encodeBase45 } from './base45';
import { fault } from './faults';

export type BaseFormat = 'base32' | 'base32hex' | 'crockford' | 'base58' | 'base58check' | 'ascii85' | 'z85' | 'base45';

export interface FormatCodec {
  /** Its name in messages, e.g. 'Base58'. */
  name: string;
  encode: (bytes: Uint8Array) => string;
  decode: (text: string) => Uint8Array;
}

/** @scure/base's Base58 limits (it is quadratic): the most bytes it encodes and characters it decodes. */
export const BASE58_MAX_BYTES = 2048;
export const BASE58_MAX_CHARS = 4096;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const BASE32HEX = '0123456789ABCDEFGHIJKLMNOPQRSTUV';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Lengths of unpadded Base32 that make whole bytes (8 characters are 5 bytes). */
const BASE32_TAILS = new Set([0, 2, 4, 5, 7]);

/** Runs @scure/base's decoder on checked symbols: what it still refuses is a non-canonical last character. */
function scureDecode(decode: (text: string) => Uint8Array, symbols: string, name: string): Uint8Array {
  try {
    return decode(symbols);
  } catch {
    throw fault('notCanonical', { format: name });
  }
}

/** RFC 4648 Base32 in an alphabet: upper or lower case, padding optional, white space passed over. */
function base32Codec(name: string, letters: string, coder: typeof base32nopad, pad: boolean): FormatCodec {
  const set = new Set(letters);
  return {
    name,
    encode: (bytes) => {
      const text = coder.encode(bytes);
      return pad ? text.padEnd(Math.ceil(text.length / 8) * 8, '=') : text;
    },
    decode: (text) => {
      const body = pad ? text.replace(/=+\s*$/, '') : text;
      const { symbols } = readSymbols(body, name, (char) => set.has(char.toUpperCase()), isWhiteSpace);
      if (!BASE32_TAILS.has(symbols.length % 8)) throw fault('badLength', { format: name });
      return scureDecode(coder.decode, symbols.toUpperCase(), name);
    },
  };
}

/** Crockford's Base32: case-blind, O read as 0 and I, L as 1, hyphens passed over; no padding. */
const crockford: FormatCodec = {
  name: "Crockford's Base32",
  encode: (bytes) => base32crockford.encode(bytes),
  decode: (text) => {
    const set = new Set(CROCKFORD + 'OIL');
    const { symbols } = readSymbols(
      text,
      "Crockford's Base32",
      (char) => set.has(char.toUpperCase()),
      (char) => isWhiteSpace(char) || char === '-',
    );
    if (!BASE32_TAILS.has(symbols.length % 8)) throw fault('badLength', { format: "Crockford's Base32" });
    return scureDecode(base32crockford.decode, symbols, "Crockford's Base32");
  },
};

function base58Encode(bytes: Uint8Array, limit = BASE58_MAX_BYTES): string {
  if (bytes.length > limit) throw fault('tooLong', { limit, size: bytes.length, unit: 'bytes' });
  return base58.encode(bytes);
}

function base58Decode(text: string, name: string): Uint8Array {
  const set = new Set(BASE58);
  const { symbols } = readSymbols(text, name, (char) => set.has(char), isWhiteSpace);
  if (symbols.length > BASE58_MAX_CHARS)
    throw fault('tooLong', { limit: BASE58_MAX_CHARS, size: symbols.length, unit: 'characters' });
  return scureDecode(base58.decode, symbols, name);
}

const checksumOf = (payload: Uint8Array) => sha256(sha256(payload)).subarray(0, 4);
const base58check = createBase58check(sha256);

/** Base58Check: the payload, then the first 4 bytes of its double SHA-256, in Base58. */
const base58checkCodec: FormatCodec = {
  name: 'Base58Check',
  encode: (bytes) => {
    base58Encode(bytes, BASE58_MAX_BYTES - 4);
    return base58check.encode(bytes);
  },
  decode: (text) => {
    const bytes = base58Decode(text, 'Base58Check');
    if (bytes.length < 4) throw fault('checksumShort');
    const payload = bytes.subarray(0, -4);
    const sum = checksumOf(payload);
    if (sum.some((byte, i) => byte !== bytes[bytes.length - 4 + i])) throw fault('checksumMismatch');
    return payload.slice();
  },
};

export const FORMATS: Readonly<Record<BaseFormat, FormatCodec>> = {
  base32: base32Codec('Base32', BASE32, base32nopad, true),
  base32hex: base32Codec('Base32hex', BASE32HEX, base32hexnopad, true),
  crockford,
  base58: { name: 'Base58', encode: (bytes) => base58Encode(bytes), decode: (text) => base58Decode(text, 'Base58') },
  base58check: base58checkCodec,
  ascii85: { name: 'Ascii85', encode: encodeAscii85, decode: decodeAscii85 },
  z85: { name: 'Z85', encode: encodeZ85, decode: decodeZ85 },
  base45: { name: 'Base45', encode: encodeBase45, decode: decodeBase45 },
};
