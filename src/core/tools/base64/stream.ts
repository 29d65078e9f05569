import { Base64Decoder, concatBytes, utf8OrNull } from './decode';
import { Base64Encoder, dataUrlPrefix, type EncodeOptions } from './encode';
import { locatePayload, percentDecodeBytes, type Base64Source } from './data-url';
import { sniffMimeType } from './file-type';
import { textResult, type TextResult } from '../../shared/text-result';
import { AsciiCollector, TEXT_LIMIT_BYTES } from './output';

/**
 * Whole-file encoding and decoding over streams of chunks, for the Base64 worker
 * (src/workers/base64.worker.ts): chunks in, a Blob out, memory bounded by the result.
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

  push(slice: string): this {
    let payload = slice;
    if (!this.source) {
      this.source = locatePayload(slice);
      payload = slice.slice(this.source.payloadStart);
    }
    if (this.source.base64) this.keep(this.decoder.push(payload));
    else this.percentEncoded.push(payload);
    return this;
  }

  end(): DecodedFile {
    if (this.source && !this.source.base64) this.keep(percentDecodeBytes(this.percentEncoded.join('').trim()));
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
