/**
 * Gzip / Deflate with the platform's own zlib (`CompressionStream`, `DecompressionStream`): texts as Base64 in the
 * page's worker, files of any size streamed chunk by chunk (the worker writes the result to disk). Pure: no DOM.
 */
import { ToolError } from '../../../core/shared/tool-error';
import { decodeBytes, utf8OrNull } from '../../base64/core/decode';
import { encodeBytes } from '../../base64/core/encode';
import { fault } from './faults';
import { FORMAT_EXTENSIONS, type CompressionFormat, type GzipOptions } from './options';

export { fault, type GzipFaults } from './faults';
export { FORMAT_EXTENSIONS, GZIP_DEFAULTS, type CompressionFormat, type GzipOptions } from './options';

/** A text decompresses to at most this much: the page holds it as one string (files have no limit). */
export const TEXT_OUTPUT_LIMIT = 64 * 1024 * 1024;

/** The container the bytes start as: gzip's magic number, or a zlib header (CMF/FLG with its check). */
export function sniffFormat(bytes: Uint8Array): CompressionFormat | null {
  if (bytes.length < 2) return null;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'gzip';
  const cmf = bytes[0];
  if ((cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | bytes[1]) % 31 === 0) return 'deflate';
  return null;
}

/** The tool's ToolError for what the engine threw, named by what went wrong (the messages differ by engine). */
function decompressionFault(error: unknown, format: CompressionFormat, head: Uint8Array): ToolError {
  if (error instanceof ToolError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/truncat|unexpected end/i.test(message)) return fault('truncated', { format });
  if (/junk|trailing/i.test(message)) return fault('trailingJunk', { format });
  const found = sniffFormat(head);
  return found && found !== format ? fault('looksLike', { format, found }) : fault('notCompressed', { format });
}

export interface StreamJob {
  signal?: AbortSignal;
  /** Input bytes read so far. */
  onProgress?: (done: number) => void;
  /** Stop with this error once the output passes `limit` bytes. */
  limit?: { bytes: number; error: () => ToolError };
}

/**
 * Chunks through (de)compression, each output chunk handed to `onOutput` in order. A damaged, cut or foreign stream
 * throws the tool's ToolError (the caller drops what it was given).
 */
export async function transformStream(
  direction: 'compress' | 'decompress',
  format: CompressionFormat,
  chunks: AsyncIterable<Uint8Array>,
  onOutput: (bytes: Uint8Array) => void,
  job: StreamJob = {},
): Promise<void> {
  const transform = direction === 'compress' ? new CompressionStream(format) : new DecompressionStream(format);
  const writer = transform.writable.getWriter();
  let head: Uint8Array = new Uint8Array(0);
  const feed = (async () => {
    let done = 0;
    for await (const chunk of chunks) {
      job.signal?.throwIfAborted();
      if (head.length < 2) head = chunk.slice(0, 2);
      await writer.write(chunk as Uint8Array<ArrayBuffer>);
      job.onProgress?.((done += chunk.length));
    }
    await writer.close();
  })();
  // The feed's failure is the reader's too (the stream errors): it is awaited below, after the output.
  feed.catch(() => undefined);
  try {
    await readAll(transform.readable, onOutput, job);
    await feed;
  } catch (error) {
    await writer.abort(error).catch(() => undefined);
    if (direction === 'compress' || job.signal?.aborted) throw error;
    throw decompressionFault(error, format, head);
  }
}

async function readAll(readable: ReadableStream<Uint8Array>, onOutput: (bytes: Uint8Array) => void, job: StreamJob) {
  const reader = readable.getReader();
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    size += value.length;
    if (job.limit && size > job.limit.bytes) {
      await reader.cancel().catch(() => undefined);
      throw job.limit.error();
    }
    onOutput(value);
  }
}

async function* once(bytes: Uint8Array) {
  await Promise.resolve();
  yield bytes;
}

/** Bytes (de)compressed whole, up to `limit` bytes out. */
async function transformBytes(
  direction: 'compress' | 'decompress',
  format: CompressionFormat,
  bytes: Uint8Array,
  limit?: StreamJob['limit'],
): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  await transformStream(direction, format, once(bytes), (part) => (parts.push(part), (size += part.length)), { limit });
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) out.set(part, (at += part.length) - part.length);
  return out;
}

export const compressBytes = (bytes: Uint8Array, format: CompressionFormat) =>
  transformBytes('compress', format, bytes);

export const decompressBytes = (bytes: Uint8Array, format: CompressionFormat, limit = TEXT_OUTPUT_LIMIT) =>
  transformBytes('decompress', format, bytes, {
    bytes: limit,
    error: () => fault('tooLarge', { limit }),
  });

/** The sizes of an action's text, in bytes: the original (uncompressed) and the compressed. */
export interface GzipSizes {
  original: number;
  compressed: number;
}

export interface GzipTextResult {
  output: string;
  sizes: GzipSizes;
}

/** Text → Base64 of its compressed UTF-8. */
export async function compressText(text: string, { format }: GzipOptions): Promise<GzipTextResult> {
  const bytes = new TextEncoder().encode(text);
  const compressed = await compressBytes(bytes, format);
  return { output: encodeBytes(compressed), sizes: { original: bytes.length, compressed: compressed.length } };
}

/** Base64 of compressed data → its text (UTF-8), or the fault: bad Base64 (with its position), a bad stream. */
export async function decompressText(base64: string, { format }: GzipOptions): Promise<GzipTextResult> {
  const compressed = decodeBytes(base64);
  const bytes = await decompressBytes(compressed, format);
  const text = utf8OrNull(bytes);
  if (text === null) throw fault('notText', { bytes: bytes.length });
  return { output: text, sizes: { original: bytes.length, compressed: compressed.length } };
}

export const GZIP_ACTIONS = { compress: compressText, decompress: decompressText };

const COMPRESSED_SUFFIXES = /\.(gz|gzip|zz|z|deflate)$/i;

/** The download's name: the format's extension added when compressing, taken off when decompressing. */
export function outputFileName(name: string, direction: 'compress' | 'decompress', format: CompressionFormat): string {
  if (direction === 'compress') return `${name}${FORMAT_EXTENSIONS[format]}`;
  if (/\.tgz$/i.test(name)) return name.replace(/\.tgz$/i, '.tar');
  return COMPRESSED_SUFFIXES.test(name) ? name.replace(COMPRESSED_SUFFIXES, '') : `${name}.out`;
}
