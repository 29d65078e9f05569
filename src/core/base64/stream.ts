import { Base64Decoder } from './decode';
import { Base64Encoder, dataUrlPrefix, type EncodeOptions } from './encode';
import { locatePayload, percentDecodeBytes } from './data-url';

/**
 * Big inputs are processed slice by slice, giving the browser a turn between slices,
 * so encoding a large file or decoding a long text never freezes the page.
 */
export interface SlicedJob {
  /** Called after each slice with the amount done and the total (bytes when encoding, characters when decoding). */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** 768 KiB: a multiple of 3, so encoded slices join without carrying bytes; a few ms of work each. */
export const ENCODE_SLICE_BYTES = 3 * 256 * 1024;
/** 1 Mi characters of Base64 text per decoding slice. */
export const DECODE_SLICE_CHARS = 1024 * 1024;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Encodes a file (or any Blob) to Base64 or a data URL; returns the output in pieces (join or put in a Blob). */
export async function encodeBlob(
  blob: Blob,
  options: EncodeOptions & { dataUrl?: boolean },
  { onProgress, signal }: SlicedJob = {},
): Promise<string[]> {
  const encoder = new Base64Encoder(options.dataUrl ? {} : options);
  const parts: string[] = options.dataUrl ? [dataUrlPrefix(blob.type)] : [];
  for (let offset = 0; offset < blob.size; offset += ENCODE_SLICE_BYTES) {
    signal?.throwIfAborted();
    // Reading the slice is asynchronous, which also lets the page repaint between slices.
    const bytes = new Uint8Array(await blob.slice(offset, offset + ENCODE_SLICE_BYTES).arrayBuffer());
    parts.push(encoder.push(bytes));
    onProgress?.(Math.min(blob.size, offset + ENCODE_SLICE_BYTES), blob.size);
  }
  signal?.throwIfAborted();
  parts.push(encoder.end());
  return parts;
}

export interface DecodedParts {
  /** The decoded bytes in pieces (for a Blob, or join with concatBytes). */
  chunks: Uint8Array[];
  size: number;
  /** The data URL's media type, or '' for plain Base64. */
  mimeType: string;
}

/** Decodes plain Base64 or a data URL slice by slice; throws the spec's decoding error on bad input. */
export async function decodeSliced(input: string, { onProgress, signal }: SlicedJob = {}): Promise<DecodedParts> {
  const source = locatePayload(input);
  if (!source.base64) {
    const bytes = percentDecodeBytes(input.slice(source.payloadStart).trim());
    return { chunks: [bytes], size: bytes.length, mimeType: source.mimeType };
  }
  const decoder = new Base64Decoder();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const keep = (bytes: Uint8Array) => {
    if (bytes.length) chunks.push(bytes);
    size += bytes.length;
  };
  for (let offset = source.payloadStart; offset < input.length; offset += DECODE_SLICE_CHARS) {
    if (offset > source.payloadStart) {
      await nextTask();
      signal?.throwIfAborted();
    }
    keep(decoder.push(input.slice(offset, offset + DECODE_SLICE_CHARS)));
    onProgress?.(Math.min(input.length, offset + DECODE_SLICE_CHARS), input.length);
  }
  keep(decoder.end());
  return { chunks, size, mimeType: source.mimeType };
}
