/**
 * File jobs: the one way to run pool tasks over a file of any size. The file is read once, by a reader worker
 * of its own, and streamed to jobs started together, so memory stays flat and no file job waits for another's.
 * This module owns the reader's lifetime, cancelling, the first failure and combined progress, so callers never
 * repeat them. Its options (`split`, `cuts`, `direct`) and an example: ./README.md.
 */
import { withLinkedAbort } from './abort';
import type { Pool, Progress, TaskInput, TaskMap, TaskOutput } from './pool';
import type { ChunkPort } from './chunks';
import { serveBlobInWorker, type ServeOptions } from './reader';

export interface FileJobOptions<I> {
  /** How many jobs read the file, each its own copy of every chunk (1 to pool.size; default 1). */
  workers?: number;
  /** Each chunk to one job only, chunk k to job k mod workers (each job knows its chunks from that). */
  split?: boolean;
  /**
   * Each job reads a piece of the file of its own, the pieces cut at these byte offsets (ascending): job 0 the
   * bytes before cuts[0], job i from cuts[i - 1] to cuts[i], the last to the end. Sets `workers` to cuts + 1.
   */
  cuts?: number[];
  /**
   * Each job reads its piece of the file itself (`cuts`, or the whole file for one job), without a reader worker:
   * `source` is then the piece, a Blob, which `readChunks` reads in DEFAULT_CHUNK_BYTES chunks (`chunkBytes` is for
   * readers). For work that takes little time a chunk (the hex search), where handing every chunk over from a reader
   * cost more than the overlap saved: two jobs reading their halves took 1.4 s for 1 GiB, and 2.1 s through two
   * readers.
   */
  direct?: boolean;
  /** Job i's task input; `source` must be in it (a port is transferred with it; readChunks reads either). */
  input: (source: ChunkPort, i: number) => I;
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
  /** Bytes per chunk (default DEFAULT_CHUNK_BYTES in ./chunks). */
  chunkBytes?: number;
  /** What job i's input moves to its worker besides `source` (a port between the jobs, say). */
  transfer?: (i: number) => Transferable[];
}

export function runOnFile<T extends TaskMap, K extends keyof T & string>(
  pool: Pool<T>,
  task: K,
  file: Blob,
  options: FileJobOptions<TaskInput<T[K]>>,
): Promise<TaskOutput<T[K]>[]> {
  const { signal, chunkBytes, split, cuts } = options;
  const workers = cuts ? cuts.length + 1 : (options.workers ?? 1);
  return withLinkedAbort(signal, async (link) => {
    const serve = { signal: link.signal, chunkBytes, split };
    const served = options.direct
      ? ownPieces(file, cuts ?? [])
      : cuts
        ? servePieces(file, cuts, serve)
        : serveBlobInWorker(file, workers, serve);
    const progress = combinedProgress(workers, file.size, split || cuts ? sum : min, options.onProgress);
    const jobs = pool.runTogether(
      task,
      served.ports.map((source, i) => ({
        input: options.input(source, i),
        options: {
          signal: link.signal,
          transfer: [...(source instanceof MessagePort ? [source] : []), ...(options.transfer?.(i) ?? [])],
          onProgress: progress?.(i),
        },
      })),
    );
    return allOrFirstError(jobs, served.done, (error) => link.abort(error));
  });
}

/** The pieces of `file` between `cuts`, for jobs that read their own (`direct`): no reader to wait for. */
function ownPieces(file: Blob, cuts: number[]) {
  const bounds = [0, ...cuts, file.size];
  return { ports: bounds.slice(1).map((end, i) => file.slice(bounds[i], end)), done: Promise.resolve() };
}

/** The pieces of `file` between `cuts`, each served to one consumer by a reader of its own. */
function servePieces(file: Blob, cuts: number[], options: ServeOptions) {
  const bounds = [0, ...cuts, file.size];
  const served = cuts.concat(file.size).map((end, i) => serveBlobInWorker(file.slice(bounds[i], end), 1, options));
  return { ports: served.map((s) => s.ports[0]), done: Promise.all(served.map((s) => s.done)).then(() => undefined) };
}

/**
 * The jobs' results, once every job and the reader have settled. The first to fail aborts the others
 * (through `abortAll`), and its error is the one thrown: the cause, not the cancellations it led to.
 */
async function allOrFirstError<R>(jobs: Promise<R>[], reader: Promise<void>, abortAll: (error: unknown) => void) {
  let first: { error: unknown } | undefined;
  const watch = <V>(promise: Promise<V>) =>
    promise.catch((error: unknown) => {
      first ??= { error };
      abortAll(error);
      throw error;
    });
  const reading = watch(reader).catch(() => undefined); // its error, if any, is in `first`
  const outcomes = await Promise.allSettled(jobs.map(watch));
  await reading;
  if (first) throw first.error;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<R>).value);
}

/** The least time between two progress reports of a file job (a worker's own reports come as often). */
const COMBINED_PROGRESS_MS = 50;

const min = (done: number[]) => Math.min(...done);
const sum = (done: number[]) => done.reduce((a, b) => a + b, 0);

/** Per-job progress handlers reporting the jobs' bytes combined: the slowest, when all read the same bytes. */
function combinedProgress(
  jobs: number,
  totalBytes: number,
  combine: (done: number[]) => number,
  onProgress?: (progress: Progress) => void,
) {
  if (!onProgress) return undefined;
  const done = new Array<number>(jobs).fill(0);
  let reportedAt = -Infinity;
  return (i: number) => (p: Progress) => {
    done[i] = p.bytesDone;
    const bytesDone = combine(done);
    // As often as one job reports, however many there are: each report repaints the page, on the jobs' cores.
    const now = performance.now();
    if (now - reportedAt < COMBINED_PROGRESS_MS && bytesDone < totalBytes) return;
    reportedAt = now;
    onProgress({ fraction: totalBytes ? bytesDone / totalBytes : 1, bytesDone, bytesTotal: totalBytes });
  };
}
