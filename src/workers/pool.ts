/**
 * Worker pool: the one way heavy work leaves the main thread. Lazy, FIFO-queued and cancellable; a worker
 * that crashes, fails to load or stops answering pings is replaced, so a stuck job never holds a worker.
 * `runTogether` starts the jobs that read one file in lockstep at once, so they cannot deadlock waiting for
 * workers. The contract (size, Cancel, liveness, faults, progress) and an example: ./README.md.
 */
import * as Comlink from 'comlink';
import { messageOf, ToolError } from '../core/shared/tool-error';
import {
  cancelledError,
  isAbortError,
  isToolErrorReply,
  type RunMessage,
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

/** One job of `runTogether`. */
export interface JobSpec<I> {
  input: I;
  options?: RunOptions;
}

/** What the factory returns: a Worker, or anything that speaks postMessage and can be terminated. */
export interface WorkerLike extends Comlink.Endpoint {
  terminate(): void;
}

export interface PoolOptions {
  /** Used in error messages: 'The hash worker could not be loaded.' */
  name: string;
  /** Number of workers; defaults to hardwareConcurrency clamped to [2, 8]. Infinity: never queue. */
  size?: number;
  /** Close a worker after this long without a job. */
  idleMs?: number;
  /** How long a cancelled job may take to stop before its worker is terminated. */
  cancelGraceMs?: number;
  /**
   * A busy worker that leaves a ping unanswered this long is terminated and its job fails. Raise it for
   * a pool whose tasks block their worker in one long synchronous call (see the top of this file).
   */
  livenessMs?: number;
  /** The same allowance for a worker still loading its module (never less than `livenessMs`). */
  loadMs?: number;
}

export type TaskInput<F> = F extends (input: infer I, ...rest: never[]) => unknown ? I : never;
export type TaskOutput<F> = F extends (...args: never[]) => infer O ? Awaited<O> : never;

export interface Pool<T extends TaskMap> {
  run<K extends keyof T & string>(task: K, input: TaskInput<T[K]>, options?: RunOptions): Promise<TaskOutput<T[K]>>;
  /**
   * Start these jobs together, each on its own worker, once that many are free (FIFO with other jobs).
   * For jobs that need each other running (a file's consumers). More than `size` jobs reject at once.
   */
  runTogether<K extends keyof T & string>(
    task: K,
    jobs: readonly JobSpec<TaskInput<T[K]>>[],
  ): Promise<TaskOutput<T[K]>>[];
  /**
   * Starts workers before a job that is likely soon (a file just opened, its search to come), up to `count`
   * (default `size`), so that job neither waits for them to load nor spends its first moments creating them on the
   * main thread. Unused, they close after `idleMs`.
   */
  warm(count?: number): void;
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
/** How often a busy worker is pinged (more often when `livenessMs` is short). */
const PING_EVERY_MS = 1000;

export function defaultPoolSize(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency : undefined;
  return Math.min(MAX_WORKERS, Math.max(MIN_WORKERS, cores || MIN_WORKERS));
}

type Outcome = { value: unknown } | { error: unknown };

interface Job {
  id: number;
  task: string;
  input: unknown;
  options: RunOptions;
  settled: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  /** Stops listening to the caller's signal. */
  detach(): void;
  /** The jobs that start together with this one (itself included); a cancelled queued job leaves it. */
  batch: Job[];
}

interface Slot {
  endpoint: WorkerLike;
  remote: Comlink.Remote<WorkerApi>;
  job: Job | null;
  /** Its module has loaded (answered `ready`): tells a load failure from a crash. */
  ready: boolean;
  dead: boolean;
  idleTimer?: ReturnType<typeof setTimeout>;
  /** Stops the liveness checks of the running job. */
  unwatch?: () => void;
}

let nextJobId = 1;

export function createPool<T extends TaskMap>(factory: () => WorkerLike, options: PoolOptions): Pool<T> {
  return new WorkerPool<T>(factory, options);
}

class WorkerPool<T extends TaskMap> implements Pool<T> {
  private readonly slots: Slot[] = [];
  /** Batches waiting for workers, in order; a lone `run` is a batch of one. */
  private readonly queue: Job[][] = [];
  private spawned = 0;
  private maxWorkers: number | undefined;
  private readonly name: string;
  private readonly idleMs: number;
  private readonly cancelGraceMs: number;
  private readonly livenessMs: number;
  private readonly loadMs: number;

  constructor(
    private readonly factory: () => WorkerLike,
    private readonly options: PoolOptions,
  ) {
    this.name = options.name;
    this.idleMs = options.idleMs ?? 20_000;
    this.cancelGraceMs = options.cancelGraceMs ?? 50;
    this.livenessMs = options.livenessMs ?? 5000;
    this.loadMs = Math.max(this.livenessMs, options.loadMs ?? 60_000);
  }

  get size(): number {
    // Read navigator only when first needed: modules load during prerendering too.
    return (this.maxWorkers ??= this.options.size ?? defaultPoolSize());
  }

  run<K extends keyof T & string>(task: K, input: TaskInput<T[K]>, options: RunOptions = {}) {
    const [job] = this.enqueue(task, [{ input, options }]);
    return job as Promise<TaskOutput<T[K]>>;
  }

  runTogether<K extends keyof T & string>(task: K, jobs: readonly JobSpec<TaskInput<T[K]>>[]) {
    if (jobs.length > this.size) {
      const fault = new WorkerFault(
        `The ${this.name} pool cannot run ${jobs.length} jobs together (at most ${this.size}).`,
      );
      return jobs.map(() => Promise.reject(fault));
    }
    return this.enqueue(task, jobs) as Promise<TaskOutput<T[K]>>[];
  }

  warm(count = this.size) {
    try {
      while (this.slots.length < Math.min(count, this.size)) this.release(this.spawn());
    } catch {
      // A worker that cannot start is reported to the job that needs it (`startBatch`), not here.
    }
  }

  stats() {
    return {
      spawned: this.spawned,
      live: this.slots.length,
      busy: this.slots.filter((s) => s.job).length,
      queued: this.queue.reduce((n, batch) => n + batch.length, 0),
    };
  }

  dispose() {
    for (const batch of this.queue.splice(0)) for (const job of batch) settle(job, { error: cancelledError() });
    for (const slot of [...this.slots]) this.kill(slot, cancelledError());
  }

  /** Queues one batch of jobs (those whose signal has already aborted reject at once). */
  private enqueue(task: string, specs: readonly JobSpec<unknown>[]): Promise<unknown>[] {
    const batch: Job[] = [];
    const promises = specs.map(
      ({ input, options = {} }) =>
        new Promise<unknown>((resolve, reject) => {
          const { signal } = options;
          if (signal?.aborted) {
            reject(cancelledError());
            return;
          }
          const onAbort = () => this.cancel(job);
          const detach = () => signal?.removeEventListener('abort', onAbort);
          const job: Job = { id: nextJobId++, task, input, options, settled: false, resolve, reject, detach, batch };
          signal?.addEventListener('abort', onAbort, { once: true });
          batch.push(job);
        }),
    );
    if (batch.length) {
      this.queue.push(batch);
      this.pump();
    }
    return promises;
  }

  /** Starts queued batches in order while there are workers for the one at the head. */
  private pump() {
    while (this.queue.length) {
      const batch = this.queue[0];
      if (batch.length && !this.startBatch(batch)) return;
      this.queue.shift();
    }
  }

  /**
   * Starts every job of `batch` on its own worker, spawning as needed; false (and nothing done) while
   * too few are free. All or nothing is what makes fan-outs deadlock-free: a batch never holds some
   * workers while it waits for more.
   */
  private startBatch(batch: Job[]): boolean {
    const free = this.slots.filter((s) => !s.job && !s.dead);
    if (free.length + this.size - this.slots.length < batch.length) return false;
    try {
      while (free.length < batch.length) free.push(this.spawn());
    } catch (error) {
      const fault = new WorkerFault(`The ${this.name} worker could not be started: ${messageOf(error)}`);
      for (const job of batch) settle(job, { error: fault });
      free.forEach((slot) => this.release(slot));
      return true;
    }
    batch.forEach((job, i) => this.start(free[i], job));
    return true;
  }

  /** A new worker (the factory may throw). */
  private spawn(): Slot {
    const endpoint = this.factory();
    this.spawned++;
    const slot: Slot = { endpoint, remote: Comlink.wrap<WorkerApi>(endpoint), job: null, ready: false, dead: false };
    const onFault = (event: Event) => {
      event.preventDefault?.();
      const detail = (event as ErrorEvent).message;
      const what = slot.ready
        ? `The ${this.name} worker stopped unexpectedly${detail ? `: ${detail}` : ' (it may have run out of memory)'}.`
        : `The ${this.name} worker could not be loaded${detail ? `: ${detail}` : ''}.`;
      this.kill(slot, new WorkerFault(what));
      this.pump();
    };
    slot.remote.ready().then(
      () => void (slot.ready = true),
      () => undefined,
    );
    endpoint.addEventListener('error', onFault);
    endpoint.addEventListener('messageerror', onFault);
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job) {
    slot.job = job;
    clearTimeout(slot.idleTimer);
    slot.unwatch = this.watch(slot, job);
    const progress = progressChannel(job);
    const message: RunMessage = { id: job.id, task: job.task, input: job.input, progress: progress.port };
    let call: Promise<unknown>;
    try {
      call = slot.remote.run(Comlink.transfer(message, [...(job.options.transfer ?? []), progress.port]));
    } catch (error) {
      // e.g. DataCloneError: the input cannot be sent; the worker itself is fine.
      progress.close();
      settle(job, {
        error: new WorkerFault(`The ${this.name} worker could not receive its input: ${messageOf(error)}`),
      });
      this.release(slot);
      return;
    }
    call.then(
      (value) => this.finish(slot, job, progress, { value }),
      (error: unknown) =>
        this.finish(slot, job, progress, { error: job.settled && isAbortError(error) ? cancelledError() : error }),
    );
  }

  private finish(slot: Slot, job: Job, progress: ProgressChannel, outcome: Outcome) {
    progress.close();
    if (slot.job !== job) return; // the worker was terminated meanwhile
    if ('error' in outcome && !job.settled) {
      // A throw may leave the worker's state broken: replace it.
      settle(job, { error: new WorkerFault(`The ${this.name} worker failed: ${messageOf(outcome.error)}`) });
      this.kill(slot);
    } else {
      if ('value' in outcome) progress.complete();
      const toolErrorReply = 'value' in outcome && isToolErrorReply(outcome.value);
      settle(job, toolErrorReply ? { error: toolError(outcome.value as ToolErrorReply) } : outcome);
      this.release(slot);
    }
    this.pump();
  }

  private cancel(job: Job) {
    if (job.settled) return;
    settle(job, { error: cancelledError() });
    const slot = this.slots.find((s) => s.job === job);
    if (!slot) {
      // Still queued: it leaves its batch, which may now fit in the free workers.
      job.batch.splice(job.batch.indexOf(job), 1);
      this.pump();
      return;
    }
    slot.remote.cancel(job.id).catch(() => undefined);
    setTimeout(() => {
      if (slot.job === job) {
        this.kill(slot);
        this.pump();
      }
    }, this.cancelGraceMs);
  }

  /**
   * Liveness of a busy worker; returns the function that stops it. Every tick sends a ping unless one is
   * outstanding; a worker is judged by the age of its outstanding ping, measured when the timer fires.
   * Never by the time since the last answer: timers in a background tab fire once a second or once a
   * minute, and a healthy worker answers every ping at once, so a late timer finds nothing outstanding.
   * The ping must also be overdue on two separate ticks: after a long main-thread stall, the first timer
   * may run before the answer waiting in the message queue.
   */
  private watch(slot: Slot, job: Job): () => void {
    const every = Math.min(PING_EVERY_MS, this.livenessMs / 5);
    let sentAt: number | undefined;
    let overdue = false;
    const tick = () => {
      if (slot.job !== job) return;
      if (sentAt === undefined) {
        sentAt = performance.now();
        slot.remote.ping().then(
          () => {
            sentAt = undefined; // only one ping is ever outstanding, so this answers it
            overdue = false;
          },
          () => undefined,
        );
      } else if (performance.now() - sentAt > (slot.ready ? this.livenessMs : this.loadMs)) {
        if (overdue) {
          this.kill(slot, new WorkerFault(this.unresponsive(slot)));
          this.pump();
          return;
        }
        overdue = true;
      }
      timer = setTimeout(tick, every);
    };
    let timer = setTimeout(tick, every);
    return () => clearTimeout(timer);
  }

  private unresponsive(slot: Slot) {
    return slot.ready
      ? `The ${this.name} worker stopped responding.`
      : `The ${this.name} worker took too long to load.`;
  }

  /** The worker is free: it waits `idleMs` for another job, then closes. */
  private release(slot: Slot) {
    slot.job = null;
    slot.unwatch?.();
    slot.unwatch = undefined;
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (!slot.job) this.kill(slot);
    }, this.idleMs);
  }

  /** Terminates a worker; its job, if any and `reason` given, rejects with `reason`. */
  private kill(slot: Slot, reason?: Error) {
    if (slot.dead) return;
    slot.dead = true;
    clearTimeout(slot.idleTimer);
    slot.unwatch?.();
    this.slots.splice(this.slots.indexOf(slot), 1);
    const job = slot.job;
    slot.job = null;
    if (job && reason) settle(job, { error: reason });
    slot.endpoint.terminate();
  }
}

function settle(job: Job, outcome: Outcome) {
  if (job.settled) return;
  job.settled = true;
  job.detach();
  if ('error' in outcome) job.reject(outcome.error);
  else job.resolve(outcome.value);
}

type ProgressChannel = ReturnType<typeof progressChannel>;

/** The channel a job's progress comes back on (its own, so a busy result channel never delays it). */
function progressChannel(job: Job) {
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
  return {
    /** Goes to the worker. */
    port: channel.port2,
    close: () => channel.port1.close(),
    /** Progress may trail the result: a job that succeeds ends on 100%. */
    complete() {
      if (!job.settled && lastTotal > 0) onProgress?.({ fraction: 1, bytesDone: lastTotal, bytesTotal: lastTotal });
    },
  };
}

const toolError = ({ toolError: { code, params, at } }: ToolErrorReply) => new ToolError(code, params, at);
