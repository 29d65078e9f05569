/** Runs the diff in the worker pool (one at a time, with progress and Cancel) and keeps the latest result. */
import { useCallback, useRef, useState } from 'react';
import { DIFF_FAILED, DIFF_GENERATED } from '../../../core/tools/code-diff';
import type { CompareOptions } from '../../../core/tools/code-diff/equivalence';
import { diffTextsInWorker, type DiffOutput } from '../../../workers/code-diff';
import { useWorkerJob } from '../../components/useWorkerJob';
import { notify } from '../../notify';
import { notifyToolError } from '../shared/notifyToolError';
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
  /** Tells results apart (each Generate Diff makes a new one). */
  id: number;
  request: DiffRequest;
  output: DiffOutput;
  lines: DiffLines;
}

export function useCodeDiff() {
  const { run, cancel, state } = useWorkerJob();
  const [result, setResult] = useState<DiffResult | null>(null);
  const made = useRef(0);

  const generate = useCallback(
    (request: DiffRequest) => {
      const { oldText, newText, options, fromFile } = request;
      const input = { oldText, newText, options, fromFile };
      run((signal, onProgress) => diffTextsInWorker(input, { signal, onProgress })).then(
        (output) => {
          if (!output) return;
          setResult({ id: ++made.current, request, output, lines: new DiffLines(oldText, newText, output) });
          notify.success(DIFF_GENERATED);
        },
        (error: unknown) => notifyToolError(error, DIFF_FAILED),
      );
    },
    [run],
  );

  return { result, generate, cancel, state };
}
