/// <reference lib="webworker" />
/**
 * Worker tasks of the hex viewer: the whole-file search. The pool's workers share the file, a part each, which each
 * reads itself (./file-job, cuts, direct): each searches its chunks as they come and returns, for each, its matches
 * and its edges; the page joins neighbours' edges for the matches across borders (`mergePieces`). Memory stays flat
 * on a file of any size and the page never waits.
 */
import { searchPart, type PieceMatches } from './core/search';
import { readChunks, type ChunkPort } from '../../workers/chunks';
import type { TaskContext } from '../../workers/protocol';

export interface HexSearchInput {
  source: ChunkPort;
  totalBytes: number;
  pattern: Uint8Array;
  /** The file offset of the part's first byte. */
  start: number;
}

export const hexViewerTasks = {
  /** This job's part of the file searched, chunk by chunk (see searchPart). */
  searchPart({ source, totalBytes, pattern, start }: HexSearchInput, ctx: TaskContext): Promise<PieceMatches[]> {
    const chunks = readChunks<Uint8Array>(source, ctx.signal, { recycle: true });
    return searchPart(chunks, pattern, start, (done) => ctx.progress(done, totalBytes));
  },
};

export type HexViewerTasks = typeof hexViewerTasks;

export default hexViewerTasks;
