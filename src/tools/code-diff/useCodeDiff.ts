import { useCallback, useRef, useState } from 'react';
import { DIFF_FAILED, DIFF_GENERATED } from './core';
import type { CompareOptions } from './core/equivalence';
import { diffTextsInWorker, type DiffOutput } from './in-worker';
import { useWorkerJob, type Job } from '../../ui/components/useWorkerJob';
import { notify } from '../../ui/notify';
import { notifyToolError } from '../../ui/components/notifyToolError';
import { DiffLines } from './lines';

export interface DiffRequest {
  oldText: string;
  newText: string;
  options: Required<CompareOptions>;
  /** Which sides (original, new) were read from a file (see DiffInput). */
  fromFile: readonly [boolean, boolean];
  oldName: string;
  newName: string;
}

export interface DiffResult {
  /** Tells results apart (each diff makes a new one). */
  id: number;
  request: DiffRequest;
  output: DiffOutput;
  lines: DiffLines;
  /** Made as you type (quietly), not by Generate Diff. */
  live: boolean;
}

/**
 * Runs the diff in the worker pool and keeps the latest result: `generate` (Generate Diff) at once, with progress,
 * Cancel and the spec's toasts; `generateLive` (an edit of short texts) quietly, the newest input winning.
 */
export function useCodeDiff() {
  const { run, runLatest, cancel, state } = useWorkerJob();
  const [result, setResult] = useState<DiffResult | null>(null);
  const made = useRef(0);

  const diff = useCallback(
    (request: DiffRequest, live: boolean) => {
      const { oldText, newText, options, fromFile } = request;
      const input = { oldText, newText, options, fromFile };
      const job: Job<DiffOutput> = (signal, onProgress) => diffTextsInWorker(input, { signal, onProgress });
      (live ? runLatest(job) : run(job)).then(
        (output) => {
          if (!output) return;
          setResult({ id: ++made.current, request, output, lines: new DiffLines(oldText, newText, output), live });
          if (!live) notify.success(DIFF_GENERATED);
        },
        (error: unknown) => {
          if (!live) notifyToolError(error, DIFF_FAILED);
        },
      );
    },
    [run, runLatest],
  );
  const generate = useCallback((request: DiffRequest) => diff(request, false), [diff]);
  const generateLive = useCallback((request: DiffRequest) => diff(request, true), [diff]);

  return { result, generate, generateLive, cancel, state };
}
