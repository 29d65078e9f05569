/** Main-thread side of the hex viewer: its whole-file search (see ./hex-viewer.worker). */
import type { SearchResult } from '../core/tools/hex-viewer/search';
import type { HexViewerTasks } from './hex-viewer.worker';
import { toolPool, type JobOptions } from './tool-pool';

export const hexViewerPool = toolPool<HexViewerTasks>(
  'hex viewer',
  () => new Worker(new URL('./hex-viewer.worker.ts', import.meta.url), { type: 'module', name: 'hex-viewer' }),
  { size: 1 },
);

/** Every match of `pattern` in `file` (the first MATCH_LIMIT offsets, and the count), read once in chunks. */
export async function searchFileInWorker(
  file: Blob,
  pattern: Uint8Array,
  { signal, onProgress }: JobOptions = {},
): Promise<SearchResult> {
  const [result] = await hexViewerPool.onFile('search', file, {
    input: (source) => ({ source, totalBytes: file.size, pattern }),
    signal,
    onProgress,
  });
  return result;
}
