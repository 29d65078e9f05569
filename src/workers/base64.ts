/**
 * Main-thread side of the Base64 tools: the file is read by a reader worker and streamed to a Base64
 * worker (runOnFile); long text is served to it in slices. The main thread only waits and gets a Blob back.
 */
import type { TextResult } from '../core/shared/text-result';
import type { DecodedFile, EncodeOptions, FileEncoding } from '../core/tools/base64';
import type { Base64Tasks } from './base64.worker';
import { runOnFile } from './file-job';
import { createPool, type Pool } from './pool';
import { runOnText, type JobOptions } from './text-job';

export const base64Pool: Pool<Base64Tasks> = createPool<Base64Tasks>(
  () => new Worker(new URL('./base64.worker.ts', import.meta.url), { type: 'module', name: 'base64' }),
  // One job at a time per page: a second worker would only compete for the same cores.
  { name: 'Base64', size: 1 },
);

/** A file of any size to Base64 or a data URL (pass `encoding.dataUrl` with the file's type). */
export async function encodeFile(
  file: Blob,
  encoding: FileEncoding,
  { signal, onProgress }: JobOptions = {},
): Promise<TextResult> {
  const [result] = await runOnFile(base64Pool, 'encodeFile', file, {
    input: (source) => ({ source, totalBytes: file.size, encoding }),
    signal,
    onProgress,
  });
  return result;
}

/** Base64 text or a data URL to a file; rejects with the spec's ToolError on bad input. */
export function decodeText(text: string, options: JobOptions = {}): Promise<DecodedFile> {
  return runOnText(base64Pool, 'decodeText', text, {}, options);
}

/** The UTF-8 bytes of a long text to Base64; rejects with the spec's ToolError on text that is not valid Unicode. */
export function encodeText(text: string, encoding: EncodeOptions, options: JobOptions = {}): Promise<TextResult> {
  return runOnText(base64Pool, 'encodeText', text, { options: encoding }, options);
}
