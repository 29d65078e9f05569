/// <reference lib="webworker" />
/**
 * Worker tasks of the ZIP viewer: the zip arrives by reference and is read in slices only: its end for the
 * listing, one entry's data to extract it, streamed through the platform's zlib to disk (./result-file).
 */
import { extractEntry, readDirectory, type ZipEntry } from './core';
import type { TaskContext } from '../../workers/protocol';
import { writeResult } from '../../workers/result-file';

const readSlice = (file: Blob) => async (offset: number, length: number) =>
  new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());

export const zipViewerTasks = {
  list: ({ file }: { file: Blob }) => readDirectory(file.size, readSlice(file)),
  /** One entry's content as a file on disk (or a Blob); a refused or damaged entry leaves nothing behind. */
  extract: ({ file, entry, overlaps }: { file: Blob; entry: ZipEntry; overlaps: boolean }, ctx: TaskContext) =>
    writeResult('application/octet-stream', (sink) =>
      extractEntry(file, entry, overlaps, (bytes) => sink.add(bytes), {
        signal: ctx.signal,
        onProgress: (done, total) => ctx.progress(done, total),
      }),
    ),
};

export type ZipViewerTasks = typeof zipViewerTasks;

export default zipViewerTasks;
