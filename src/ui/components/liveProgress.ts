import { useSyncExternalStore } from 'react';
import type { Progress } from '../../workers/pool';

export interface JobProgress extends Progress {
  /** Seconds since the job started (for MB/s). */
  seconds: number;
}

/**
 * A running job's progress, outside React state: each report re-renders only what reads it (`useLiveProgress`, the
 * progress bar), not the tool's whole view. A view of a large file re-rendered 20 times a second took the CPU its
 * workers needed: the hex viewer's 1 GiB search ran 0.3 s faster without it.
 */
export interface LiveProgress {
  get: () => JobProgress;
  subscribe: (onChange: () => void) => () => void;
}

/** A LiveProgress starting at `first`, and the function that reports the next value. */
export function createLiveProgress(first: JobProgress): LiveProgress & { set: (progress: JobProgress) => void } {
  let current = first;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (progress) => {
      current = progress;
      listeners.forEach((onChange) => onChange());
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

const NO_PROGRESS = { get: () => null, subscribe: () => () => undefined };

/** The latest value of `live` (null without one), re-rendering the caller on each report. */
export function useLiveProgress(live: LiveProgress | null): JobProgress | null {
  const source = live ?? NO_PROGRESS;
  return useSyncExternalStore(source.subscribe, source.get, source.get); // the same when prerendered: no job runs then
}
