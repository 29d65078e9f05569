/**
 * Worker pool: the one way heavy work leaves the main thread.
 *
 *   // src/workers/my-tool.worker.ts (the worker entry)
 *   export const myTasks = { async convert(input: In, ctx: TaskContext): Promise<Out> { ... } };
 *   exposeTasks(myTasks);
 *
 *   // main thread: one pool per worker entry, created at module level (spawns nothing until used)
 *   const pool = createPool<typeof myTasks>(
 *     () => new Worker(new URL('./my-tool.worker.ts', import.meta.url), { type: 'module', name: 'my-tool' }),
 *     { name: 'my-tool' },
 *   );
 *   const out = await pool.run('convert', input, { signal, onProgress, transfer: [input.buffer] });
 *
 * - Size: navigator.hardwareConcurrency, at least 2, at most 8. Workers spawn lazily, one per job that
 *   finds none free, and close after `idleMs` without work. A worker keeps its state (WASM modules,
 *   caches) between jobs, so load WASM once at module level or lazily in the worker.
 * - Jobs queue in order when every worker is busy. `transfer` moves buffers instead of copying them;
 *   a task returns `transfer(value, [buffer])` (from ./expose) to move its result back.
 * - Cancel: abort `signal`. The promise rejects at once with an AbortError whose message is 'Cancelled'
 *   (`isAbortError`). The task sees `ctx.signal` abort; a worker that has not stopped `cancelGraceMs`
 *   later is terminated and replaced, so a stuck job never holds a worker.
 * - Expected failures: a task that throws a ToolError (bad input, in the spec's words) rejects with an
 *   equal ToolError, and its worker stays.
 * - Faults reject with a `WorkerFault` saying what happened, and the worker is replaced: a task that
 *   throws anything else, a worker that fails to load, or one that dies.
 * - Progress: `ctx.progress(done, total)` in the task arrives as `onProgress({ fraction, bytesDone,
 *   bytesTotal })`, throttled to about 20 per second.
 * - Files of any size: `serveBlob(file, n)` (./reader) reads a Blob once in its own worker and gives n
 *   MessagePorts; pass one in each job's input (and `transfer`), and read it in the task with
 *   `for await (const chunk of readChunks(port, ctx.signal))` (./chunks). Memory stays flat.
 */
import * as Comlink from 'comlink';
import { ToolError } from '../core/shared/tool-error';
import {
  cancelledError,
  isAbortError,
  isToolErrorReply,
  type TaskMap,
  type ToolErrorReply,
  type WorkerApi,
} from './protocol';

export { cancelledError, isAbortError };
export type { TaskContext, TaskMap } from './protocol';

export interface Progress {
  /** 0..1 */
  fraction: number;
  bytesDone: number;
  bytesTotal: number;
}

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
  /** Buffers (or ports) inside the input to move rather than copy. */
  transfer?: Transferable[];
}

/** What the factory returns: a Worker, or anything that speaks postMessage and can be terminated. */
export interface WorkerLike extends Comlink.Endpoint {
  terminate(): void;
}

export interface PoolOptions {
  /** Used in error messages: 'The hash worker could not be loaded.' */
  name: string;
  /** Number of workers; defaults to hardwareConcurrency clamped to [2, 8]. */
  size?: number;
  /** Close a worker after this long without a job. */
  idleMs?: number;
  /** How long a cancelled job may take to stop before its worker is terminated. */
  cancelGraceMs?: number;
}

export type TaskInput<F> = F extends (input: infer I, ...rest: never[]) => unknown ? I : never;
export type TaskOutput<F> = F extends (...args: never[]) => infer O ? Awaited<O> : never;

export interface Pool<T extends TaskMap> {
  run<K extends keyof T & string>(task: K, input: TaskInput<T[K]>, options?: RunOptions): Promise<TaskOutput<T[K]>>;
  /** The most workers this pool runs at once (plan parallel splits with it). */
  readonly size: number;
  /** Live counts, for tests and diagnostics. */
  stats(): { spawned: number; live: number; busy: number; queued: number };
  /** Terminate every worker and reject every job. */
  dispose(): void;
}

/** A job failed for a reason other than cancellation; the message says why. */
export class WorkerFault extends Error {
  override name = 'WorkerFault';
}

export const MIN_WORKERS = 2;
export const MAX_WORKERS = 8;

export function defaultPoolSize(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency : undefined;
  return Math.min(MAX_WORKERS, Math.max(MIN_WORKERS, cores || MIN_WORKERS));
}

interface Job {
  id: number;
  task: string;
  input: unknown;
  options: RunOptions;
  settled: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  detach(): void;
}

interface Slot {
  endpoint: WorkerLike;
  remote: Comlink.Remote<WorkerApi>;
  job: Job | null;
  /** Its module has loaded (answered `ready`): tells a load failure from a crash. */
  ready: boolean;
  dead: boolean;
  idleTimer?: ReturnType<typeof setTimeout>;
}

let nextJobId = 1;

export function createPool<T extends TaskMap>(factory: () => WorkerLike, options: PoolOptions): Pool<T> {
  const { name, idleMs = 20_000, cancelGraceMs = 50 } = options;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let spawned = 0;
  let size: number | undefined = options.size;
  // Read navigator only when first needed: modules load during prerendering too.
  const maxWorkers = () => (size ??= defaultPoolSize());

  const settle = (job: Job, outcome: { value: unknown } | { error: unknown }) => {
    if (job.settled) return;
    job.settled = true;
    job.detach();
    if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.value);
  };

  function kill(slot: Slot, reason?: Error) {
    if (slot.dead) return;
    slot.dead = true;
    clearTimeout(slot.idleTimer);
    slots.splice(slots.indexOf(slot), 1);
    const job = slot.job;
    slot.job = null;
    if (job && reason) settle(job, { error: reason });
    slot.endpoint.terminate();
  }

  function spawn(): Slot | undefined {
    let endpoint: WorkerLike;
    try {
      endpoint = factory();
    } catch (error) {
      const job = queue.shift();
      if (job) settle(job, { error: new WorkerFault(`The ${name} worker could not be started: ${messageOf(error)}`) });
      return undefined;
    }
    spawned++;
    const slot: Slot = { endpoint, remote: Comlink.wrap<WorkerApi>(endpoint), job: null, ready: false, dead: false };
    const onFault = (event: Event) => {
      event.preventDefault?.();
      const detail = (event as ErrorEvent).message;
      const what = slot.ready
        ? `The ${name} worker stopped unexpectedly${detail ? `: ${detail}` : ' (it may have run out of memory)'}.`
        : `The ${name} worker could not be loaded${detail ? `: ${detail}` : ''}.`;
      kill(slot, new WorkerFault(what));
      pump();
    };
    slot.remote.ready().then(
      () => void (slot.ready = true),
      () => undefined,
    );
    endpoint.addEventListener('error', onFault as EventListener);
    endpoint.addEventListener('messageerror', onFault as EventListener);
    slots.push(slot);
    return slot;
  }

  function release(slot: Slot) {
    slot.job = null;
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (!slot.job) kill(slot);
    }, idleMs);
  }

  function start(slot: Slot, job: Job) {
    slot.job = job;
    clearTimeout(slot.idleTimer);
    const channel = new MessageChannel();
    const { onProgress } = job.options;
    let lastTotal = 0;
    if (onProgress) {
      channel.port1.onmessage = (event: MessageEvent<[number, number]>) => {
        const [done, total] = event.data;
        lastTotal = total;
        if (!job.settled)
          onProgress({ fraction: total > 0 ? Math.min(1, done / total) : 0, bytesDone: done, bytesTotal: total });
      };
    }
    const message = { id: job.id, task: job.task, input: job.input, progress: channel.port2 };
    const transfer = [...(job.options.transfer ?? []), channel.port2];
    const finish = (outcome: { value: unknown } | { error: unknown }) => {
      channel.port1.close();
      if (slot.job !== job) return; // the worker was terminated meanwhile
      if (!job.settled && 'error' in outcome) {
        // A throw may leave the worker's state broken: replace it.
        settle(job, { error: new WorkerFault(`The ${name} worker failed: ${messageOf(outcome.error)}`) });
        kill(slot);
      } else {
        // Progress travels on its own channel and may trail the result: end on 100%.
        if ('value' in outcome && !job.settled && lastTotal > 0) {
          onProgress?.({ fraction: 1, bytesDone: lastTotal, bytesTotal: lastTotal });
        }
        settle(
          job,
          'value' in outcome && isToolErrorReply(outcome.value) ? { error: toolError(outcome.value) } : outcome,
        );
        release(slot);
      }
      pump();
    };
    let call: Promise<unknown>;
    try {
      call = slot.remote.run(Comlink.transfer(message, transfer));
    } catch (error) {
      // e.g. DataCloneError: the input cannot be sent; the worker itself is fine.
      channel.port1.close();
      settle(job, { error: new WorkerFault(`The ${name} worker could not receive its input: ${messageOf(error)}`) });
      release(slot);
      return;
    }
    call.then(
      (value) => finish({ value }),
      (error) => finish({ error: job.settled && isAbortError(error) ? cancelledError() : error }),
    );
  }

  function pump() {
    while (queue.length) {
      let slot = slots.find((s) => !s.job && !s.dead);
      if (!slot && slots.length < maxWorkers()) slot = spawn();
      if (!slot) return;
      const job = queue.shift();
      if (job) start(slot, job);
    }
  }

  function cancel(job: Job) {
    if (job.settled) return;
    const queued = queue.indexOf(job);
    if (queued >= 0) queue.splice(queued, 1);
    settle(job, { error: cancelledError() });
    const slot = slots.find((s) => s.job === job);
    if (!slot) return;
    slot.remote.cancel(job.id).catch(() => undefined);
    setTimeout(() => {
      if (slot.job === job) {
        kill(slot);
        pump();
      }
    }, cancelGraceMs);
  }

  return {
    run(task, input, runOptions = {}) {
      return new Promise((resolve, reject) => {
        const { signal } = runOptions;
        if (signal?.aborted) {
          reject(cancelledError());
          return;
        }
        const job: Job = {
          id: nextJobId++,
          task,
          input,
          options: runOptions,
          settled: false,
          resolve: resolve as (value: unknown) => void,
          reject,
          detach: () => signal?.removeEventListener('abort', onAbort),
        };
        const onAbort = () => cancel(job);
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(job);
        pump();
      });
    },
    get size() {
      return maxWorkers();
    },
    stats: () => ({
      spawned,
      live: slots.length,
      busy: slots.filter((s) => s.job).length,
      queued: queue.length,
    }),
    dispose() {
      for (const job of queue.splice(0)) settle(job, { error: cancelledError() });
      for (const slot of [...slots]) kill(slot, cancelledError());
    },
  };
}

const toolError = ({ toolError: { title, description } }: ToolErrorReply) => new ToolError(title, description);

function messageOf(error: unknown): string {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    return String((error as { message: unknown }).message) || 'unknown error';
  }
  return String(error);
}
