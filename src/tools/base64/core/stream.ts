import { Base64Decoder, concatBytes, utf8OrNull } from './decode';
import { Base64Encoder, dataUrlPrefix, type EncodeOptions } from './encode';
import { locatePayload, percentDecodePayload, type Base64Source } from './data-url';
import { sniffMimeType } from '../../../core/shared/file-type';
import { PREVIEW_CHARS, textResult, type TextResult } from '../../../core/shared/text-result';
import { AsciiCollector, TEXT_LIMIT_BYTES } from './output';

/**
 * Whole-file encoding and decoding over streams of chunks, for the Base64 worker
 * (src/tools/base64/task.ts): chunks in, a Blob out, memory bounded by the result.
 */

export interface FileEncoding extends EncodeOptions {
  /** Make a data URL of this media type instead (always the standard alphabet on one line). */
  dataUrl?: { mimeType: string };
}

/** Encodes a file's chunks to Base64 or a data URL; `onBytes` gets the input bytes done so far. */
export async function encodeStream(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  encoding: FileEncoding,
  onBytes?: (done: number) => void,
): Promise<TextResult> {
  const { dataUrl, ...options } = encoding;
  const encoder = new Base64Encoder(dataUrl ? {} : options);
  const out = new AsciiCollector();
  if (dataUrl) out.push(new TextEncoder().encode(dataUrlPrefix(dataUrl.mimeType)));
  let done = 0;
  for await (const chunk of chunks) {
    out.push(encoder.pushBytes(chunk));
    done += chunk.length;
    onBytes?.(done);
  }
  out.push(encoder.endBytes());
  return out.result();
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/**
 * The bytes of a file cut in pieces that are multiples of this encode piece by piece to the same text as the
 * whole: whole 3-byte groups and, when lines wrap, whole lines (3m bytes make 4m characters).
 */
export function wholeLineBytes(encoding: FileEncoding): number {
  const width = encoding.dataUrl ? 0 : Math.max(0, Math.floor(encoding.lineLength ?? 0));
  return width ? 3 * (width / gcd(width, 4)) : 3;
}

/** Piece `k` of a file cut at multiples of `wholeLineBytes`, encoded on its own (the pieces' ASCII, in order). */
export function encodeChunk(chunk: Uint8Array, encoding: FileEncoding, k: number): Uint8Array[] {
  const { dataUrl, ...options } = encoding;
  const encoder = new Base64Encoder(dataUrl ? {} : options, { afterLine: k > 0 });
  const head = dataUrl && k === 0 ? [new TextEncoder().encode(dataUrlPrefix(dataUrl.mimeType))] : [];
  return [...head, encoder.pushBytes(chunk), encoder.endBytes()].filter((part) => part.length);
}

/** One job's share of a file dealt out in pieces: piece k to job k mod jobs (see runOnFile's `split`). */
export interface EncodedShare {
  /** This job's pieces in order, each a Blob of its ASCII. */
  parts: Blob[];
  length: number;
}

/** Encodes job `job`'s pieces (k = job, job + jobs, ...) as they arrive; `onBytes` gets its input bytes done. */
export async function encodeShare(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  encoding: FileEncoding,
  { job, jobs }: { job: number; jobs: number },
  onBytes?: (done: number) => void,
): Promise<EncodedShare> {
  const parts: Blob[] = [];
  let length = 0;
  let done = 0;
  let k = job;
  for await (const chunk of chunks) {
    const ascii = encodeChunk(chunk, encoding, k) as Uint8Array<ArrayBuffer>[];
    parts.push(new Blob(ascii));
    length += ascii.reduce((sum, part) => sum + part.length, 0);
    k += jobs;
    done += chunk.length;
    onBytes?.(done);
  }
  return { parts, length };
}

/** The whole text from every job's share: the pieces dealt out again in file order. */
export async function joinShares(shares: readonly EncodedShare[]): Promise<TextResult> {
  const count = shares.reduce((n, share) => n + share.parts.length, 0);
  const parts = Array.from({ length: count }, (_, k) => shares[k % shares.length].parts[Math.floor(k / shares.length)]);
  const blob = new Blob(parts, { type: 'text/plain' });
  const length = shares.reduce((n, share) => n + share.length, 0);
  return { blob, length, preview: await blob.slice(0, PREVIEW_CHARS).text() };
}

export interface DecodedFile {
  /** The decoded bytes, typed with the media type (or application/octet-stream). */
  file: Blob;
  /** The data URL's media type, else the one recognised from the content ('' when unknown). */
  mimeType: string;
  /** The bytes as text when they are UTF-8 and at most TEXT_LIMIT_BYTES; null otherwise. */
  text: TextResult | null;
}

/** Names decoded bytes: text or binary, and what type of file (from the data URL, else the content). */
export function describeDecoded(chunks: readonly Uint8Array[], mimeTypeHint: string): DecodedFile {
  const size = chunks.reduce((sum, c) => sum + c.length, 0);
  const text = size <= TEXT_LIMIT_BYTES ? utf8OrNull(concatBytes(chunks)) : null;
  const head = concatBytes(chunks.slice(0, 1)).subarray(0, 4096);
  const mimeType = mimeTypeHint || sniffMimeType(head, text ?? utf8OrNull(head));
  const file = new Blob(chunks as Uint8Array<ArrayBuffer>[], { type: mimeType || 'application/octet-stream' });
  return { file, mimeType, text: text === null ? null : textResult(text, file) };
}

/**
 * Decodes plain Base64 or a data URL given in slices of text, in order (a data URL's head must lie within the
 * first 1024 characters of the first slice). Throws the spec's decoding error on bad input.
 */
export class PayloadDecoder {
  private source: Base64Source | undefined;
  private readonly decoder = new Base64Decoder();
  private readonly chunks: Uint8Array[] = [];
  private readonly percentEncoded: string[] = [];
  /** The data URL's head ('' for plain Base64), which positions in errors count. */
  private head = '';

  push(slice: string): this {
    let payload = slice;
    if (!this.source) {
      this.source = locatePayload(slice);
      payload = slice.slice(this.source.payloadStart);
      this.head = slice.slice(0, this.source.payloadStart);
      this.decoder.skip(this.head);
    }
    if (this.source.base64) this.keep(this.decoder.push(payload));
    else this.percentEncoded.push(payload);
    return this;
  }

  end(): DecodedFile {
    if (this.source && !this.source.base64) this.keep(percentDecodePayload(this.percentEncoded.join(''), this.head));
    else this.keep(this.decoder.end());
    return describeDecoded(this.chunks, this.source?.mimeType ?? '');
  }

  private keep(bytes: Uint8Array) {
    if (bytes.length) this.chunks.push(bytes);
  }
}

/** Decodes a whole text at once (short input, as you type). */
export const decodeWhole = (text: string): DecodedFile => new PayloadDecoder().push(text).end();

/** `PayloadDecoder` over slices arriving one by one; `onChars` gets the characters read so far. */
export async function decodeStream(
  slices: AsyncIterable<string> | Iterable<string>,
  onChars?: (done: number) => void,
): Promise<DecodedFile> {
  const decoder = new PayloadDecoder();
  let done = 0;
  for await (const slice of slices) {
    decoder.push(slice);
    done += slice.length;
    onChars?.(done);
  }
  return decoder.end();
}
