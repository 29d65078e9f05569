import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../core/shared/tool-error';
import type { Progress } from '../../workers/pool';
import { createLiveProgress, type LiveProgress } from './liveProgress';

export type { JobProgress, LiveProgress } from './liveProgress';

export type JobState =
  | { status: 'idle' }
  /**
   * `id` tells runs apart (a new job gets a new id); progress is null until the worker first reports (or for jobs
   * that cannot measure it), then the live progress (`useLiveProgress` reads it; later reports leave this state be).
   */
  | { status: 'running'; id: number; progress: LiveProgress | null }
  /** The latest job finished after `seconds`. */
  | { status: 'done'; seconds: number }
  /** The user cancelled it. */
  | { status: 'cancelled' }
  /** The latest job failed (its promise rejected with the error); `message` is the error's. */
  | { status: 'error'; message: string };

export type Job<T> = (signal: AbortSignal, onProgress: (progress: Progress) => void) => Promise<T>;

const IDLE: JobState = { status: 'idle' };

interface Running {
  controller: AbortController;
  /** Started by runLatest: newer input waits for it instead of aborting it. */
  finishes: boolean;
}

interface Waiting {
  start: () => void;
  /** Settles the waiting job's promise with undefined when newer input replaces it. */
  drop: () => void;
}

/**
 * Runs a view's worker-pool jobs, never more than one at a time, and reports their state for JobStatus.
 *
 * - `run(job)` starts at once: it aborts the job in progress (silently) and any job waiting.
 * - `runLatest(job)` is for as-you-type work: when a runLatest job is in progress it is left to finish and the
 *   new job waits; only the newest waiting job is kept, and it starts when the current one ends.
 * - Either resolves to the job's value, or to undefined when the job was cancelled or superseded (aborted, or
 *   finished after newer input arrived: an older result never overwrites a newer one). A failure of the
 *   latest job sets the state to 'error' and rejects with it.
 * - `cancel` (the user's Cancel) aborts everything and leaves 'cancelled'; `reset` leaves 'idle'. Leaving the
 *   page aborts everything.
 */
export function useWorkerJob() {
  const running = useRef<Running | null>(null);
  const waiting = useRef<Waiting | null>(null);
  const runs = useRef(0);
  const [state, setState] = useState<JobState>(IDLE);

  const dropWaiting = useCallback(() => {
    waiting.current?.drop();
    waiting.current = null;
  }, []);

  const stopAll = useCallback(() => {
    dropWaiting();
    running.current?.controller.abort();
    running.current = null;
  }, [dropWaiting]);

  const start = useCallback(async <T>(job: Job<T>, finishes: boolean): Promise<T | undefined> => {
    const own: Running = { controller: new AbortController(), finishes };
    running.current = own;
    const id = ++runs.current;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    // Superseded: aborted, replaced, or newer input is waiting.
    const latest = () => running.current === own && waiting.current === null;
    setState({ status: 'running', id, progress: null });
    let live: ReturnType<typeof createLiveProgress> | undefined;
    const report = (progress: Progress) => {
      if (!latest()) return;
      if (live) live.set({ ...progress, seconds: seconds() });
      else {
        live = createLiveProgress({ ...progress, seconds: seconds() });
        setState({ status: 'running', id, progress: live });
      }
    };
    try {
      const value = await job(own.controller.signal, report);
      if (!latest()) return undefined;
      setState({ status: 'done', seconds: seconds() });
      return value;
    } catch (error) {
      if (own.controller.signal.aborted || !latest()) return undefined;
      setState({ status: 'error', message: messageOf(error) });
      throw error;
    } finally {
      if (running.current === own) {
        running.current = null;
        const next = waiting.current;
        waiting.current = null;
        next?.start();
      }
    }
  }, []);

  const run = useCallback(
    <T>(job: Job<T>): Promise<T | undefined> => {
      stopAll();
      return start(job, false);
    },
    [start, stopAll],
  );

  const runLatest = useCallback(
    <T>(job: Job<T>): Promise<T | undefined> => {
      if (!running.current?.finishes) {
        stopAll();
        return start(job, true);
      }
      dropWaiting();
      return new Promise<T | undefined>((resolve, reject) => {
        waiting.current = {
          start: () => {
            start(job, true).then(resolve, reject);
          },
          drop: () => resolve(undefined),
        };
      });
    },
    [dropWaiting, start, stopAll],
  );

  const cancel = useCallback(() => {
    stopAll();
    setState({ status: 'cancelled' });
  }, [stopAll]);

  const reset = useCallback(() => {
    stopAll();
    setState(IDLE);
  }, [stopAll]);

  useEffect(() => stopAll, [stopAll]);

  return { run, runLatest, cancel, reset, state, busy: state.status === 'running' };
}
