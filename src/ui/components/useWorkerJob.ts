import { useCallback, useEffect, useRef, useState } from 'react';
import type { Progress } from '../../workers/pool';

export interface JobProgress extends Progress {
  /** Seconds since the job started (for MB/s). */
  seconds: number;
}

export type JobState =
  | { status: 'idle' }
  /** progress is null until the worker first reports (or for jobs that cannot measure it). */
  | { status: 'running'; progress: JobProgress | null }
  | { status: 'cancelled' };

type Job<T> = (signal: AbortSignal, onProgress: (progress: Progress) => void) => Promise<T>;

/**
 * Runs one worker-pool job at a time for a view: starting another or leaving the page aborts the
 * current one silently; `cancel` (the user's Cancel) aborts it and leaves the state 'cancelled'.
 * `run` resolves to undefined when its job was cancelled or superseded, and rethrows real failures.
 */
export function useWorkerJob() {
  const controller = useRef<AbortController | null>(null);
  const [state, setState] = useState<JobState>({ status: 'idle' });

  const stop = useCallback((next: JobState) => {
    controller.current?.abort();
    controller.current = null;
    setState(next);
  }, []);
  const cancel = useCallback(() => stop({ status: 'cancelled' }), [stop]);
  const reset = useCallback(() => stop({ status: 'idle' }), [stop]);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async <T>(job: Job<T>): Promise<T | undefined> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    const started = performance.now();
    setState({ status: 'running', progress: null });
    try {
      return await job(own.signal, (progress) => {
        if (controller.current === own)
          setState({ status: 'running', progress: { ...progress, seconds: (performance.now() - started) / 1000 } });
      });
    } catch (error) {
      if (own.signal.aborted) return undefined; // cancelled or superseded: not an error
      throw error;
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setState({ status: 'idle' });
      }
    }
  }, []);

  return { run, cancel, reset, state, busy: state.status === 'running' };
}
