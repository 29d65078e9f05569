/** Main-thread side of the hex viewer: its whole-file search (see ./task). */
import { mergePieces, partCuts, type SearchResult } from './core/search';
import { DEFAULT_CHUNK_BYTES } from '../../workers/chunks';
import type { HexViewerTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const hexViewerPool = toolPool<HexViewerTasks>('hex viewer', 'hex-viewer');

/** Starts the search's workers while the file is looked at (a file just opened is often searched next). */
export const warmSearch = (file: Blob) =>
  hexViewerPool.warm(partCuts(file.size, hexViewerPool.size, DEFAULT_CHUNK_BYTES).length + 1);

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
  const cuts = partCuts(file.size, hexViewerPool.size, chunkBytes);
  const parts = await hexViewerPool.onFile('searchPart', file, {
    cuts,
    direct: true,
    input: (source, i) => ({ source, totalBytes: file.size, pattern, start: i === 0 ? 0 : cuts[i - 1] }),
    signal,
    onProgress,
  });
  return mergePieces(parts.flat(), pattern);
}
