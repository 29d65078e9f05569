/** Main-thread side of the hex viewer: its whole-file search (see ./hex-viewer.worker). */
import { mergePieces, type SearchResult } from '../core/tools/hex-viewer/search';
import { DEFAULT_CHUNK_BYTES } from './chunks';
import type { HexViewerTasks } from './hex-viewer.worker';
import { toolPool, type JobOptions } from './tool-pool';

export const hexViewerPool = toolPool<HexViewerTasks>(
  'hex viewer',
  () => new Worker(new URL('./hex-viewer.worker.ts', import.meta.url), { type: 'module', name: 'hex-viewer' }),
  // Two workers share a large file's chunks: one searches 1-1.5 GB/s, the reader beside them about twice that.
  { size: 2 },
);

/**
 * Every match of `pattern` in `file` (the first MATCH_LIMIT offsets, and the count), read once in chunks dealt out
 * to the pool's workers, chunk k to worker k mod n; their pieces are merged here, matches across borders included.
 */
export async function searchFileInWorker(
  file: Blob,
  pattern: Uint8Array,
  { signal, onProgress }: JobOptions = {},
): Promise<SearchResult> {
  const chunkBytes = DEFAULT_CHUNK_BYTES;
  const jobs = Math.max(1, Math.min(hexViewerPool.size, Math.ceil(file.size / chunkBytes)));
  const shares = await hexViewerPool.onFile('searchShare', file, {
    workers: jobs,
    split: true,
    chunkBytes,
    input: (source, job) => ({ source, totalBytes: file.size, pattern, job, jobs, chunkBytes }),
    signal,
    onProgress,
  });
  return mergePieces(shares.flat(), pattern);
}
