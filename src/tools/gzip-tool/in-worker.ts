/** Main-thread side of Gzip / Deflate (see ./task). */
import type { CompressionFormat, GzipOptions } from './core';
import type { GzipToolTasks } from './task';
import { keepResultFile } from '../../workers/result-file';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const gzipToolPool = toolPool<GzipToolTasks>('Gzip', 'gzip-tool');

/** Compresses a text to Base64, or Base64 back to its text, in the worker; rejects with the tool's ToolError. */
export const gzipTextInWorker = (action: string, text: string, options: GzipOptions, job?: JobOptions) =>
  gzipToolPool.onText('run', text, { action: action === 'decompress' ? 'decompress' : 'compress', options }, job);

/** A file of any size (de)compressed in the worker, streamed from the reader, as a file on disk (or a Blob). */
export async function gzipFileInWorker(
  direction: 'compress' | 'decompress',
  format: CompressionFormat,
  file: Blob,
  { signal, onProgress }: JobOptions = {},
): Promise<Blob> {
  const [result] = await gzipToolPool.onFile('file', file, {
    input: (source) => ({ source, totalBytes: file.size, direction, format }),
    signal,
    onProgress,
  });
  return keepResultFile(result);
}
