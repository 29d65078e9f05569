/** Random bytes and UUID text from 16-byte records: the shared low level of every UUID version. */

/** The most bytes one `crypto.getRandomValues` call may fill (the Web Crypto quota). */
const GET_RANDOM_MAX_BYTES = 65_536;

/** Fills `bytes` with cryptographically strong random values, in quota-sized calls. */
export function fillRandom(bytes: Uint8Array): Uint8Array {
  for (let start = 0; start < bytes.length; start += GET_RANDOM_MAX_BYTES) {
    crypto.getRandomValues(bytes.subarray(start, Math.min(bytes.length, start + GET_RANDOM_MAX_BYTES)));
  }
  return bytes;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Bytes after which the canonical text has a hyphen. */
const HYPHEN_AFTER = new Set([3, 5, 7, 9]);

/** The canonical lower-case 8-4-4-4-12 text of 16 bytes starting at `offset`. */
export function uuidText(bytes: Uint8Array, offset = 0): string {
  let text = '';
  for (let i = 0; i < 16; i++) {
    text += HEX[bytes[offset + i]];
    if (HYPHEN_AFTER.has(i)) text += '-';
  }
  return text;
}

/** Writes the version nibble and the RFC 9562 variant bits (10xx) into the 16 bytes at `offset`. */
export function stampVersion(bytes: Uint8Array, version: number, offset = 0): void {
  bytes[offset + 6] = (bytes[offset + 6] & 0x0f) | (version << 4);
  bytes[offset + 8] = (bytes[offset + 8] & 0x3f) | 0x80;
}

/** The 16 bytes of a UUID written with or without hyphens, in either case. */
export function uuidBytes(text: string): Uint8Array {
  const hex = text.replace(/-/g, '');
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
