/// <reference lib="webworker" />
/** Worker entry that reads a Blob once and serves its chunks to other workers (see ./chunks). */
import { createFanOut } from './chunks';
import { exposeTasks } from './expose';
import type { TaskContext } from './protocol';

export interface ServeBlobInput {
  blob: Blob;
  /** One port per consumer; each consumer reads with `readChunks`. */
  ports: MessagePort[];
  chunkBytes?: number;
  /** Chunk k to consumer k mod ports.length only (see createFanOut). */
  split?: boolean;
}

export const readerTasks = {
  /** Resolves once every consumer has had the last chunk. */
  async serveBlob(input: ServeBlobInput, ctx: TaskContext): Promise<void> {
    const fan = createFanOut(input.blob, input.ports.length, {
      chunkBytes: input.chunkBytes,
      split: input.split,
      signal: ctx.signal,
    });
    input.ports.forEach((port, i) => fan.serve(port, i));
    await fan.finished;
    ctx.signal.throwIfAborted();
  },
};

export type ReaderTasks = typeof readerTasks;

exposeTasks(readerTasks);
