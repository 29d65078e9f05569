/**
 * The envelope's binary header (see README): magic "DTEN", version, format (text or chunked file), the key
 * derivation and its parameters, salt and IV, and for a file its chunk size. The header is the associated data of
 * every AES-GCM message, so none of it can be changed unnoticed.
 */
import { fault } from './faults';

export type Bytes = Uint8Array<ArrayBuffer>;

export const MAGIC = [0x44, 0x54, 0x45, 0x4e]; // "DTEN"; its Base64 starts "RFRFTg"
export const VERSION = 1;
export const SALT_BYTES = 16;
export const IV_BYTES = 12;
export const TAG_BYTES = 16;

export type Kdf =
  | { name: 'pbkdf2'; iterations: number }
  | { name: 'argon2id'; memoryKiB: number; iterations: number; parallelism: number }
  | { name: 'key' };

export interface Header {
  format: 'text' | 'file';
  kdf: Kdf;
  salt: Bytes;
  iv: Bytes;
  /** A file's plaintext bytes per chunk. */
  chunkBytes: number;
}

const FORMAT_CODES = { text: 0, file: 1 } as const;
const KDF_CODES = { key: 0, pbkdf2: 1, argon2id: 2 } as const;

/** What an envelope may ask for: more is refused before any work (a hostile envelope cannot freeze the worker). */
export const LIMITS = {
  pbkdf2Iterations: 10_000_000,
  argon2MemoryKiB: 1024 * 1024,
  argon2Iterations: 64,
  argon2Parallelism: 16,
  chunkBytes: 64 * 1024 ** 2,
};

/** The header as bytes. */
export function writeHeader({ format, kdf, salt, iv, chunkBytes }: Header): Bytes {
  const out: number[] = [...MAGIC, VERSION, FORMAT_CODES[format], KDF_CODES[kdf.name]];
  const u32 = (n: number) => out.push((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
  if (kdf.name === 'pbkdf2') u32(kdf.iterations);
  if (kdf.name === 'argon2id') {
    u32(kdf.memoryKiB);
    u32(kdf.iterations);
    out.push(kdf.parallelism);
  }
  out.push(salt.length, ...salt, ...iv);
  if (format === 'file') u32(chunkBytes);
  return new Uint8Array(out);
}

/** Reads big-endian fields, refusing data that ends early. */
class Reader {
  at = 0;
  constructor(private readonly bytes: Bytes) {}
  byte(): number {
    if (this.at >= this.bytes.length) throw fault('cutShort');
    return this.bytes[this.at++];
  }
  u32(): number {
    return ((this.byte() << 24) | (this.byte() << 16) | (this.byte() << 8) | this.byte()) >>> 0;
  }
  take(count: number): Bytes {
    if (this.at + count > this.bytes.length) throw fault('cutShort');
    return this.bytes.slice(this.at, (this.at += count));
  }
}

/** Whether the bytes start with the envelope's magic. */
export const isEnvelope = (bytes: Uint8Array) => MAGIC.every((byte, i) => bytes[i] === byte);

function readKdf(reader: Reader): Kdf {
  const code = reader.byte();
  if (code === KDF_CODES.key) return { name: 'key' };
  if (code === KDF_CODES.pbkdf2) {
    const iterations = reader.u32();
    if (iterations < 1 || iterations > LIMITS.pbkdf2Iterations)
      throw fault('tooCostly', { kind: 'pbkdf2', iterations });
    return { name: 'pbkdf2', iterations };
  }
  if (code === KDF_CODES.argon2id) {
    const [memoryKiB, iterations, parallelism] = [reader.u32(), reader.u32(), reader.byte()];
    if (memoryKiB > LIMITS.argon2MemoryKiB || memoryKiB < 8 * parallelism)
      throw fault('tooCostly', { kind: 'argon2Memory', memoryKiB });
    if (
      iterations < 1 ||
      iterations > LIMITS.argon2Iterations ||
      parallelism < 1 ||
      parallelism > LIMITS.argon2Parallelism
    )
      throw fault('tooCostly', { kind: 'argon2Passes', iterations, parallelism });
    return { name: 'argon2id', memoryKiB, iterations, parallelism };
  }
  throw fault('unknownKdf', { code });
}

/** The header at the start of `bytes`, and where the ciphertext begins. */
export function readHeader(bytes: Bytes): { header: Header; headerBytes: Bytes } {
  if (!isEnvelope(bytes)) throw fault('notEnvelope');
  const reader = new Reader(bytes);
  reader.take(MAGIC.length);
  const version = reader.byte();
  if (version !== VERSION) throw fault('newerVersion', { version });
  const formatCode = reader.byte();
  if (formatCode > 1) throw fault('notEnvelope');
  const kdf = readKdf(reader);
  const salt = reader.take(reader.byte());
  const iv = reader.take(IV_BYTES);
  const format = formatCode === 1 ? 'file' : 'text';
  const chunkBytes = format === 'file' ? reader.u32() : 0;
  if (format === 'file' && (chunkBytes < 1 || chunkBytes > LIMITS.chunkBytes)) throw fault('notEnvelope');
  return { header: { format, kdf, salt, iv, chunkBytes }, headerBytes: bytes.slice(0, reader.at) };
}

/** The longest header: magic, version, format, KDF and its 9 bytes, salt length and salt, IV, chunk size. */
export const MAX_HEADER_BYTES = 4 + 3 + 9 + 1 + 255 + IV_BYTES + 4;
