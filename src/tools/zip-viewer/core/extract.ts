/**
 * One entry's content, streamed: its data is a slice of the file (found through its local header), inflated by
 * the platform's own zlib (`DecompressionStream('deflate-raw')`), checked as it comes and handed on chunk by chunk.
 * Zip bombs are refused before any output (overlapping entries, a declared ratio past RATIO_LIMIT) and stopped
 * once an entry inflates past its declared size, so no entry writes more than 1,000 times its compressed bytes;
 * each chunk is checked before it is handed on. The reasoning: ../README.md.
 */
import { ToolError } from '../../../core/shared/tool-error';
import { updateCrc32 } from '../../../core/shared/zip';
import type { ZipEntry } from './directory';
import { ZIP_MESSAGES as M } from './messages';

/**
 * Deflate's own ceiling is about 1,032:1 (a run of one byte value); past 1,000:1 an entry is a single repeated byte
 * or a lie, so it is refused.
 */
export const RATIO_LIMIT = 1000;
/** Below this output the ratio is not checked: a few bytes can inflate to a few kilobytes legitimately. */
export const RATIO_FREE_BYTES = 1024 * 1024;

const METHODS: Readonly<Record<number, string>> = {
  1: 'Shrink',
  6: 'Implode',
  9: 'Deflate64',
  12: 'bzip2',
  14: 'LZMA',
  93: 'Zstandard',
  95: 'XZ',
  98: 'PPMd',
  99: 'AES',
};

/** The method's name as `unzip -v` calls it. */
export const methodName = (method: number): string =>
  method === 0 ? 'Stored' : method === 8 ? 'Deflate' : (METHODS[method] ?? `method ${method}`);

/** The most an entry may inflate to before it is stopped. */
export const outputLimit = (entry: Pick<ZipEntry, 'compressedSize'>): number =>
  Math.max(entry.compressedSize * RATIO_LIMIT, RATIO_FREE_BYTES);

/** The entries whose data overlaps another's (by their local headers' places and compressed sizes). */
export function overlappingEntries(entries: readonly ZipEntry[]): Set<number> {
  const byPlace = entries
    .filter((e) => !e.folder || e.compressedSize > 0)
    .sort((a, b) => a.localOffset - b.localOffset);
  const found = new Set<number>();
  for (let i = 1; i < byPlace.length; i++) {
    const before = byPlace[i - 1];
    // A local header is at least 30 bytes, then the data: the next entry cannot start inside them.
    if (byPlace[i].localOffset < before.localOffset + 30 + before.compressedSize) {
      found.add(before.index);
      found.add(byPlace[i].index);
    }
  }
  return found;
}

/** Why this entry cannot be extracted (before reading anything), or null when it can be tried. */
export function refusalOf(entry: ZipEntry, overlaps: boolean): ToolError | null {
  const refuse = (description: string) => new ToolError(M.extractTitle, description);
  if (entry.folder) return refuse(M.folder(entry.name));
  if (entry.encryption) return refuse(M.encrypted(entry.name));
  if (entry.method !== 0 && entry.method !== 8)
    return refuse(M.unsupportedMethod(entry.name, methodName(entry.method)));
  if (overlaps) return refuse(M.overlap(entry.name));
  if (entry.size > outputLimit(entry)) {
    const ratio = Math.round(entry.size / Math.max(entry.compressedSize, 1)).toLocaleString('en-US');
    return refuse(M.declaredRatio(entry.name, ratio, RATIO_LIMIT));
  }
  return null;
}

export interface ExtractJob {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

/** Where the entry's compressed data starts, from its local header (whose name and extra may differ in length). */
async function dataStart(file: Blob, entry: ZipEntry): Promise<number> {
  const header = new Uint8Array(await file.slice(entry.localOffset, entry.localOffset + 30).arrayBuffer());
  const v = new DataView(header.buffer);
  if (header.length < 30 || v.getUint32(0, true) !== 0x04034b50)
    throw new ToolError(M.extractTitle, M.badLocal(entry.name));
  const start = entry.localOffset + 30 + v.getUint16(26, true) + v.getUint16(28, true);
  if (start + entry.compressedSize > file.size) throw new ToolError(M.extractTitle, M.dataCut(entry.name));
  return start;
}

const hex = (n: number) => n.toString(16).padStart(8, '0');

/** Checks each chunk against the limits, then hands it on; checks the length and CRC-32 at the end. */
async function pump(
  entry: ZipEntry,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  write: (bytes: Uint8Array) => void,
  job: ExtractJob,
): Promise<void> {
  const fail = (description: string) => new ToolError(M.extractTitle, description);
  let produced = 0;
  let crc = 0;
  for (;;) {
    job.signal?.throwIfAborted();
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw fail(M.corrupt(entry.name));
    }
    if (chunk.done) break;
    produced += chunk.value.length;
    if (produced > entry.size) throw fail(M.largerThanDeclared(entry.name, entry.size));
    crc = updateCrc32(crc, chunk.value);
    write(chunk.value);
    job.onProgress?.(produced, entry.size);
  }
  if (produced !== entry.size) throw fail(M.smallerThanDeclared(entry.name, entry.size, produced));
  if (crc !== entry.crc) throw fail(M.badCrc(entry.name, hex(entry.crc), hex(crc)));
}

/**
 * Streams the entry's content to `write`, checked (limits, length, CRC-32); a refused, damaged or lying entry throws
 * the tool's ToolError, possibly after some chunks were written (the caller discards them: `writeResult` does).
 */
export async function extractEntry(
  file: Blob,
  entry: ZipEntry,
  overlaps: boolean,
  write: (bytes: Uint8Array) => void,
  job: ExtractJob = {},
): Promise<void> {
  const refusal = refusalOf(entry, overlaps);
  if (refusal) throw refusal;
  const start = await dataStart(file, entry);
  const raw = file.slice(start, start + entry.compressedSize).stream();
  const stream = entry.method === 8 ? raw.pipeThrough(new DecompressionStream('deflate-raw')) : raw;
  const reader = stream.getReader();
  try {
    await pump(entry, reader, write, job);
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
