/**
 * A .zip of already-compressed files (images), stored without recompression: the archive is the files plus
 * small headers, written in one pass. Plain ZIP (no ZIP64), so at most 65,535 files and 4 GB in all.
 */
import { concatBytes } from './bytes';
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
  /** Its CRC-32 when already known (computed where the bytes were made); else computed here. */
  crc?: number;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  return updateCrc32(0, bytes);
}

/** The CRC-32 of what came before (`crc`, 0 at the start) followed by `bytes`: a stream's CRC, chunk by chunk. */
export function updateCrc32(crc: number, bytes: Uint8Array): number {
  let c = (crc ^ 0xffffffff) >>> 0;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** 1 January 2026, 00:00: a fixed time, so the same files always give the same archive. */
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;
/** General-purpose flag bit 11: names are UTF-8. */
const UTF8_FLAG = 0x0800;

function localHeader(name: Uint8Array, entry: ZipEntry, crc: number): Uint8Array {
  const header = new Uint8Array(30 + name.length);
  const v = new DataView(header.buffer);
  v.setUint32(0, 0x04034b50, true);
  v.setUint16(4, 20, true); // version needed: 2.0
  v.setUint16(6, UTF8_FLAG, true);
  v.setUint16(8, 0, true); // stored
  v.setUint16(10, DOS_TIME, true);
  v.setUint16(12, DOS_DATE, true);
  v.setUint32(14, crc, true);
  v.setUint32(18, entry.bytes.length, true);
  v.setUint32(22, entry.bytes.length, true);
  v.setUint16(26, name.length, true);
  header.set(name, 30);
  return header;
}

function centralHeader(name: Uint8Array, entry: ZipEntry, crc: number, offset: number): Uint8Array {
  const header = new Uint8Array(46 + name.length);
  const v = new DataView(header.buffer);
  v.setUint32(0, 0x02014b50, true);
  v.setUint16(4, 20, true); // made by: 2.0
  v.setUint16(6, 20, true);
  v.setUint16(8, UTF8_FLAG, true);
  v.setUint16(12, DOS_TIME, true);
  v.setUint16(14, DOS_DATE, true);
  v.setUint32(16, crc, true);
  v.setUint32(20, entry.bytes.length, true);
  v.setUint32(24, entry.bytes.length, true);
  v.setUint16(28, name.length, true);
  v.setUint32(42, offset, true);
  header.set(name, 46);
  return header;
}

function endOfDirectory(count: number, size: number, offset: number): Uint8Array {
  const end = new Uint8Array(22);
  const v = new DataView(end.buffer);
  v.setUint32(0, 0x06054b50, true);
  v.setUint16(8, count, true);
  v.setUint16(10, count, true);
  v.setUint32(12, size, true);
  v.setUint32(16, offset, true);
  return end;
}

/** The archive's parts in order (hand them to a Blob without copying the files again). */
export function zipParts(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer>[] {
  if (entries.length > 0xffff) throw new RangeError('Too many files for one .zip');
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const crc = entry.crc ?? crc32(entry.bytes);
    const header = localHeader(name, entry, crc);
    central.push(centralHeader(name, entry, crc, offset));
    parts.push(header, entry.bytes);
    offset += header.length + entry.bytes.length;
  }
  if (offset > 0xffffffff) throw new RangeError('The files are too large for one .zip');
  const directorySize = central.reduce((sum, part) => sum + part.length, 0);
  return [...parts, ...central, endOfDirectory(entries.length, directorySize, offset)] as Uint8Array<ArrayBuffer>[];
}

/** The whole archive in one buffer (tests; the view uses zipParts). */
export const zip = (entries: readonly ZipEntry[]): Uint8Array => concatBytes(zipParts(entries));
