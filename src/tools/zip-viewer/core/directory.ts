/**
 * The zip's central directory, read from the end of the file only: the end record (EOCD) in the last 64 KiB, the
 * ZIP64 locator and end record when present, then the directory itself. A zip of any size lists at once, and the
 * entries' data is never read to list them.
 */
import { ToolError } from '../../../core/shared/tool-error';
import { crc32 } from '../../../core/shared/zip';
import { decodeCp437 } from './cp437';
import { dosDateTime } from './dos-date';
import { ZIP_MESSAGES as M } from './messages';

/** Reads `length` bytes at `offset` (a Blob's slice in the worker, a buffer in tests). */
export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

export interface ZipEntry {
  index: number;
  name: string;
  folder: boolean;
  size: number;
  compressedSize: number;
  /** Compression method number (0 stored, 8 deflate…). */
  method: number;
  crc: number;
  /** 'YYYY-MM-DD HH:MM:SS' from the DOS fields, or null when they are impossible. */
  date: string | null;
  /** null, 'zipcrypto' (flag bit 0) or 'aes' (WinZip's extra field 0x9901). */
  encryption: null | 'zipcrypto' | 'aes';
  /** Where its local header starts. */
  localOffset: number;
}

export interface ZipListing {
  entries: ZipEntry[];
  zip64: boolean;
  comment: string;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
/** The largest central directory read: 64 MiB is about 800,000 entries of 80-character names. */
export const DIRECTORY_LIMIT = 64 * 1024 * 1024;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function u64(v: DataView, at: number): number {
  const value = v.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ToolError(M.listTitle, M.hugeNumber);
  return Number(value);
}

/** The end record's position in `tail` (searched backwards: a comment may hold the signature's bytes). */
function findEnd(tail: Uint8Array): number {
  const v = view(tail);
  for (let at = tail.length - 22; at >= 0; at--)
    if (v.getUint32(at, true) === EOCD && at + 22 + v.getUint16(at + 20, true) <= tail.length) return at;
  return -1;
}

interface Directory {
  count: number;
  size: number;
  offset: number;
  /** Where the directory's records end (the ZIP64 record or the EOCD): bytes prepended to the zip shift offsets. */
  end: number;
  zip64: boolean;
}

async function zip64Directory(locatorAt: number, read: ReadAt): Promise<Directory> {
  const locator = view(await read(locatorAt, 20));
  const recordAt = u64(locator, 8);
  if (recordAt + 56 > locatorAt) throw new ToolError(M.listTitle, M.badZip64);
  const record = view(await read(recordAt, 56));
  if (record.getUint32(0, true) !== ZIP64_EOCD) throw new ToolError(M.listTitle, M.badZip64);
  if (record.getUint32(16, true) !== 0 || locator.getUint32(16, true) > 1)
    throw new ToolError(M.listTitle, M.multiDisk);
  return { count: u64(record, 32), size: u64(record, 40), offset: u64(record, 48), end: recordAt, zip64: true };
}

/** Where the central directory is, from the end record (and the ZIP64 one it may stand for). */
async function locateDirectory(fileSize: number, read: ReadAt): Promise<Directory & { comment: string }> {
  if (fileSize === 0) throw new ToolError(M.listTitle, M.empty);
  const tailStart = Math.max(0, fileSize - (22 + 0xffff + 20));
  const tail = await read(tailStart, fileSize - tailStart);
  const at = findEnd(tail);
  if (at < 0) throw new ToolError(M.listTitle, M.noEnd);
  const v = view(tail);
  const comment = decodeCp437(tail.subarray(at + 22, at + 22 + v.getUint16(at + 20, true)));
  const eocdAt = tailStart + at;
  if (at >= 20 && v.getUint32(at - 20, true) === ZIP64_LOCATOR)
    return { ...(await zip64Directory(eocdAt - 20, read)), comment };
  if (v.getUint16(at + 4, true) !== 0 || v.getUint16(at + 6, true) !== 0) throw new ToolError(M.listTitle, M.multiDisk);
  const count = v.getUint16(at + 10, true);
  const size = v.getUint32(at + 12, true);
  const offset = v.getUint32(at + 16, true);
  return { count, size, offset, end: eocdAt, zip64: false, comment };
}

/** The ZIP64 extra field's values, in their fixed order, for the fields whose 32-bit slot is full. */
function readZip64Extra(extra: DataView, at: number, length: number, entry: ZipEntry): void {
  let p = at;
  const take = () => {
    if (p + 8 > at + length) return null;
    const value = u64(extra, p);
    p += 8;
    return value;
  };
  if (entry.size === 0xffffffff) entry.size = take() ?? entry.size;
  if (entry.compressedSize === 0xffffffff) entry.compressedSize = take() ?? entry.compressedSize;
  if (entry.localOffset === 0xffffffff) entry.localOffset = take() ?? entry.localOffset;
}

/**
 * Info-ZIP's Unicode Path field (0x7075): the UTF-8 name of an entry whose header name is in the local code page
 * (Info-ZIP's zip on Linux writes this, not flag bit 11); used only while the CRC-32 of the header name matches.
 */
function readUnicodePath(field: Uint8Array, entry: ZipEntry, rawName: Uint8Array): void {
  if (field.length < 5 || field[0] !== 1) return;
  if (new DataView(field.buffer, field.byteOffset).getUint32(1, true) !== crc32(rawName)) return;
  entry.name = utf8.decode(field.subarray(5));
  entry.folder = entry.name.endsWith('/');
}

function readExtras(extra: DataView, entry: ZipEntry, rawName: Uint8Array): void {
  for (let p = 0; p + 4 <= extra.byteLength;) {
    const id = extra.getUint16(p, true);
    const length = extra.getUint16(p + 2, true);
    if (p + 4 + length > extra.byteLength) break;
    if (id === 0x0001) readZip64Extra(extra, p + 4, length, entry);
    if (id === 0x9901) entry.encryption = 'aes';
    if (id === 0x7075) readUnicodePath(new Uint8Array(extra.buffer, extra.byteOffset + p + 4, length), entry, rawName);
    p += 4 + length;
  }
}

const utf8 = new TextDecoder('utf-8');
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Most names are ASCII: read without a TextDecoder call (a few microseconds each, 20,000 of them add up). */
function isAscii(bytes: Uint8Array): boolean {
  for (const byte of bytes) if (byte >= 0x80) return false;
  return true;
}

/**
 * A name without the UTF-8 flag: by the format, code page 437; but Info-ZIP on Linux and macOS's Archive Utility
 * write UTF-8 without the flag, so a name that is valid UTF-8 is read as UTF-8 (as unzip in a UTF-8 locale does).
 */
function nameOf(bytes: Uint8Array): string {
  if (isAscii(bytes)) return String.fromCharCode(...bytes);
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return decodeCp437(bytes);
  }
}

/** One central directory record at `at`; returns the entry and where the next one starts. */
function readEntry(bytes: Uint8Array, at: number, index: number, shift: number): [ZipEntry, number] {
  const v = view(bytes);
  if (at + 46 > bytes.length) throw new ToolError(M.listTitle, M.entryCut(index));
  if (v.getUint32(at, true) !== CENTRAL) throw new ToolError(M.listTitle, M.badEntry(index, at));
  const flags = v.getUint16(at + 8, true);
  const nameLength = v.getUint16(at + 28, true);
  const extraLength = v.getUint16(at + 30, true);
  const next = at + 46 + nameLength + extraLength + v.getUint16(at + 32, true);
  if (next > bytes.length) throw new ToolError(M.listTitle, M.entryCut(index));
  const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
  const name = flags & 0x0800 && !isAscii(nameBytes) ? utf8.decode(nameBytes) : nameOf(nameBytes);
  const entry: ZipEntry = {
    index,
    name,
    folder: name.endsWith('/') || name.endsWith('\\'),
    method: v.getUint16(at + 10, true),
    date: dosDateTime(v.getUint16(at + 14, true), v.getUint16(at + 12, true)),
    crc: v.getUint32(at + 16, true),
    compressedSize: v.getUint32(at + 20, true),
    size: v.getUint32(at + 24, true),
    encryption: flags & 0x0001 ? 'zipcrypto' : null,
    localOffset: v.getUint32(at + 42, true),
  };
  readExtras(view(bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength)), entry, nameBytes);
  entry.localOffset += shift;
  return [entry, next];
}

/** `read`, refusing a range the file does not hold whole (a damaged offset), with the tool's ToolError. */
const exactly =
  (read: ReadAt, fileSize: number): ReadAt =>
  async (offset, length) => {
    const bytes = offset + length <= fileSize ? await read(offset, length) : new Uint8Array(0);
    if (bytes.length !== length) throw new ToolError(M.listTitle, M.directoryOutside(offset, length));
    return bytes;
  };

/** Every entry of the zip of `fileSize` bytes, in the directory's order; a damaged zip throws the tool's ToolError. */
export async function readDirectory(fileSize: number, readAny: ReadAt): Promise<ZipListing> {
  const read = exactly(readAny, fileSize);
  const directory = await locateDirectory(fileSize, read);
  const { size, count, zip64, comment } = directory;
  // Bytes before the zip (a self-extractor's stub) move everything: the directory ends where its end record starts.
  const shift = directory.end - (directory.offset + size) > 0 && !zip64 ? directory.end - (directory.offset + size) : 0;
  const offset = directory.offset + shift;
  if (offset + size > directory.end || offset < 0) throw new ToolError(M.listTitle, M.directoryOutside(offset, size));
  if (size > DIRECTORY_LIMIT) throw new ToolError(M.listTitle, M.directoryTooLarge(size, DIRECTORY_LIMIT));
  const bytes = await read(offset, size);
  const entries: ZipEntry[] = [];
  let at = 0;
  // Zip64 counts can be lies: what the directory's bytes hold decides, and a count is only checked against it.
  while (at < bytes.length) {
    const [entry, next] = readEntry(bytes, at, entries.length, shift);
    entries.push(entry);
    at = next;
  }
  if (!zip64 && entries.length % 0x10000 !== count)
    throw new ToolError(M.listTitle, M.countMismatch(count, entries.length));
  if (zip64 && entries.length !== count) throw new ToolError(M.listTitle, M.countMismatch(count, entries.length));
  return { entries, zip64, comment };
}

/** A `ReadAt` over bytes in memory (tests, and small files). */
export const readFromBytes =
  (bytes: Uint8Array): ReadAt =>
  (offset, length) =>
    Promise.resolve(bytes.slice(offset, offset + length));
