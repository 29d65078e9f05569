/** Main-thread side of the hex viewer: its whole-file search (see ./hex-viewer.worker). */
import { mergePieces, type SearchResult } from '../core/tools/hex-viewer/search';
import { DEFAULT_CHUNK_BYTES } from './chunks';
import type { HexViewerTasks } from './hex-viewer.worker';
import { toolPool, type JobOptions } from './tool-pool';

export const hexViewerPool = toolPool<HexViewerTasks>(
  'hex viewer',
  () => new Worker(new URL('./hex-viewer.worker.ts', import.meta.url), { type: 'module', name: 'hex-viewer' }),
  // Two workers search a large file's halves, each reading its own: two readers stream a file faster than one in
  // Chromium, and the search itself (WebAssembly SIMD, some 4 GB/s with the copy) is a small part of the time.
  { size: 2 },
);

/**
 * Every match of `pattern` in `file` (the first MATCH_LIMIT offsets, and the count): a file of two chunks or more is
 * cut in two at a chunk's edge, each part read and searched by one of the pool's workers (runOnFile's `direct`: no
 * reader worker between, see ./file-job); their pieces are merged here, matches across borders included.
 */
export async function searchFileInWorker(
  file: Blob,
  pattern: Uint8Array,
  { signal, onProgress }: JobOptions = {},
): Promise<SearchResult> {
  const chunkBytes = DEFAULT_CHUNK_BYTES;
  const half = Math.ceil(file.size / 2 / chunkBytes) * chunkBytes;
  const cuts = hexViewerPool.size > 1 && file.size >= 2 * chunkBytes ? [half] : [];
  const parts = await hexViewerPool.onFile('searchPart', file, {
    cuts,
    direct: true,
    input: (source, i) => ({ source, totalBytes: file.size, pattern, start: i === 0 ? 0 : cuts[i - 1] }),
    signal,
    onProgress,
  });
  return mergePieces(parts.flat(), pattern);
}
