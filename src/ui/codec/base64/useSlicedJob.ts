import { useCallback, useEffect, useRef, useState } from 'react';

export interface JobProgress {
  done: number;
  total: number;
  startedAt: number;
  now: number;
}

/**
 * Runs one long, sliced job at a time: starting a new one cancels the previous one,
 * and leaving the page cancels it too. Reports progress for the ProgressBar.
 */
export function useSlicedJob() {
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<JobProgress | null>(null);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async <T,>(job: (signal: AbortSignal, onProgress: (done: number, total: number) => void) => Promise<T>): Promise<T | undefined> => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      const startedAt = performance.now();
      setProgress({ done: 0, total: 1, startedAt, now: startedAt });
      try {
        return await job(own.signal, (done, total) => {
          if (!own.signal.aborted) setProgress({ done, total, startedAt, now: performance.now() });
        });
      } catch (error) {
        if (own.signal.aborted) return undefined; // cancelled or superseded: not an error
        throw error;
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [],
  );

  return { run, cancel, progress, busy: progress !== null };
}
