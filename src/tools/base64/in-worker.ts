/**
 * Main-thread side of the Base64 tools: the file is read by a reader worker and streamed to the Base64
 * workers (runOnFile); long text is served to one in slices. The main thread only waits and gets a Blob back.
 */
import type { TextResult } from '../../core/shared/text-result';
import { joinShares, wholeLineBytes, type DecodedFile, type EncodeOptions, type FileEncoding } from './core';
import type { Base64Tasks } from './task';
import { DEFAULT_CHUNK_BYTES } from '../../workers/chunks';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const base64Pool = toolPool<Base64Tasks>(
  'Base64',
  'base64',
  // Two workers share a large file's pieces (the reader worker beside them mostly waits on the disk).
  { size: 2 },
);

/**
 * A file of any size to Base64 or a data URL (pass `encoding.dataUrl` with the file's type). A file of several
 * pieces is dealt out to the pool's workers, piece k to worker k mod n, each piece cut at whole lines so it encodes
 * on its own; the pieces are joined in order at the end. Measured on 256 MiB in Chromium, one worker spends several times
 * as long turning the native encoder's string into bytes and a Blob as the encoding itself, so that
 * work is what sharing spreads.
 */
export async function encodeFileInWorker(
  file: Blob,
  encoding: FileEncoding,
  { signal, onProgress }: JobOptions = {},
): Promise<TextResult> {
  const unit = wholeLineBytes(encoding);
  const chunkBytes = DEFAULT_CHUNK_BYTES - (DEFAULT_CHUNK_BYTES % unit);
  const jobs = chunkBytes ? Math.min(base64Pool.size, Math.ceil(file.size / chunkBytes)) : 1;
  if (jobs < 2) {
    const [result] = await base64Pool.onFile('encodeFile', file, {
      input: (source) => ({ source, totalBytes: file.size, encoding }),
      signal,
      onProgress,
    });
    return result;
  }
  const shares = await base64Pool.onFile('encodeShare', file, {
    workers: jobs,
    split: true,
    chunkBytes,
    input: (source, job) => ({ source, totalBytes: file.size, encoding, job, jobs }),
    signal,
    onProgress,
  });
  return joinShares(shares);
}

/** Base64 text or a data URL to a file; rejects with the spec's ToolError on bad input. */
export const decodeTextInWorker = (text: string, job?: JobOptions): Promise<DecodedFile> =>
  base64Pool.onText('decodeText', text, {}, job);

/** The UTF-8 bytes of a long text to Base64; rejects with the spec's ToolError on text that is not valid Unicode. */
export const encodeTextInWorker = (text: string, encoding: EncodeOptions, job?: JobOptions): Promise<TextResult> =>
  base64Pool.onText('encodeText', text, { options: encoding }, job);
