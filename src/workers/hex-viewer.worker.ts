/// <reference lib="webworker" />
/**
 * Worker entry of the hex viewer: the whole-file search. The file arrives in chunks from the reader worker
 * (./file-job) and each is searched as it comes, matches across chunk edges included (ChunkSearch), so memory stays
 * flat on a file of any size and the page never waits.
 */
import { ChunkSearch, type SearchResult } from '../core/tools/hex-viewer/search';
import { readChunks } from './chunks';
import { exposeTasks } from './expose';
import type { TaskContext } from './protocol';

export interface HexSearchInput {
  source: MessagePort;
  totalBytes: number;
  pattern: Uint8Array;
}

export const hexViewerTasks = {
  async search({ source, totalBytes, pattern }: HexSearchInput, ctx: TaskContext): Promise<SearchResult> {
    const search = new ChunkSearch(pattern);
    let done = 0;
    for await (const chunk of readChunks<Uint8Array>(source, ctx.signal)) {
      search.push(chunk);
      done += chunk.length;
      ctx.progress(done, totalBytes);
    }
    return search.result();
  },
};

export type HexViewerTasks = typeof hexViewerTasks;

exposeTasks(hexViewerTasks);
