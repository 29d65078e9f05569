/// <reference lib="webworker" />
/**
 * Worker entry of the hex viewer: the whole-file search. The pool's workers share the file, dealt out in chunks by
 * the reader worker (./file-job, split): each searches its own chunks as they come and returns, for each, its matches
 * and its edges; the page joins neighbours' edges for the matches across chunk borders (`mergePieces`). Memory stays
 * flat on a file of any size and the page never waits.
 */
import { searchShare, type PieceMatches, type Share } from '../core/tools/hex-viewer/search';
import { readChunks } from './chunks';
import { exposeTasks } from './expose';
import type { TaskContext } from './protocol';

export interface HexSearchInput extends Share {
  source: MessagePort;
  totalBytes: number;
  pattern: Uint8Array;
}

export const hexViewerTasks = {
  /** This job's chunks searched, each on its own (see searchShare). */
  searchShare({ source, totalBytes, pattern, ...share }: HexSearchInput, ctx: TaskContext): Promise<PieceMatches[]> {
    return searchShare(readChunks<Uint8Array>(source, ctx.signal), pattern, share, (done) =>
      ctx.progress(done, totalBytes),
    );
  },
};

export type HexViewerTasks = typeof hexViewerTasks;

exposeTasks(hexViewerTasks);
