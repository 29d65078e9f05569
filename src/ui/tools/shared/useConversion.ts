import { useCallback, useState } from 'react';
import { ToolError } from '../../../core/shared/tool-error';
import { useWorkerJob, type Job } from '../../components/useWorkerJob';
import { notify } from '../../notify';
import { notifyToolError } from './notifyToolError';
import { useDebounce } from './useDebounce';

/** Converting as you type: quietly (no notices), once the input rests. */
export interface LiveConversion<T> {
  /** What the result is computed from; when it changes, the result is out of date until converted again. */
  inputs: readonly (string | number)[];
  /** Converts the current inputs; null when there is nothing to convert (the result and error are cleared). */
  compute: () => T | null;
  /** False when the current inputs are too large to convert as you type: the result is marked out of date. */
  canRun?: () => boolean;
  /** Debounce (default LIVE_DELAY_MS). */
  delayMs?: number;
}

export interface ConversionOptions<T = unknown> {
  /** The notice after a conversion succeeds, e.g. 'Conversion completed'; none when absent. */
  success?: string;
  /** The text beside the field when a conversion fails (default: the ToolError's message). */
  fieldError?: (error: ToolError) => string;
  /** Keep the last result on screen when a conversion fails (default: clear it). */
  keepResultOnError?: boolean;
  /** Title of the notice when a worker job fails for another reason than bad input (its message below). */
  faultTitle?: string;
  /** Convert as you type; the explicit convert and convertInWorker keep their notices. */
  live?: LiveConversion<T>;
}

/**
 * A converter's run-show-notify cycle: runs the conversion (at once, or as a worker job with Cancel), keeps its
 * result and the error text shown beside the field, and shows the notices. Bad input is a ToolError from the
 * core; anything else thrown by a synchronous conversion is a bug and is rethrown.
 */
export function useConversion<T>({
  success,
  fieldError,
  keepResultOnError = false,
  faultTitle,
  live,
}: ConversionOptions<T> = {}) {
  const [result, setResultState] = useState<T | null>(null);
  const [error, setError] = useState('');
  const job = useWorkerJob();
  // The inputs the result was computed from: when they differ from the current ones, it is out of date.
  const key = JSON.stringify(live?.inputs ?? []);
  const [resultKey, setResultKey] = useState(key);

  const show = useCallback((value: T | null, forKey: string) => {
    setResultState(value);
    setResultKey(forKey);
  }, []);

  const succeed = useCallback(
    (value: T, forKey: string) => {
      show(value, forKey);
      setError('');
      if (success) notify.success(success);
    },
    [show, success],
  );

  const refuse = useCallback(
    (failure: ToolError, forKey: string, quiet = false) => {
      // A kept result stays on screen, computed from older inputs (so it shows as out of date).
      if (!keepResultOnError) show(null, forKey);
      setError(fieldError ? fieldError(failure) : failure.message);
      if (!quiet) notifyToolError(failure);
    },
    [fieldError, keepResultOnError, show],
  );

  /** Converts at once. */
  const convert = useCallback(
    (compute: () => T) => {
      let value: T;
      try {
        value = compute();
      } catch (failure) {
        if (!(failure instanceof ToolError)) throw failure;
        refuse(failure, key);
        return;
      }
      succeed(value, key);
    },
    [key, refuse, succeed],
  );

  /** The live conversion, once the input rests: quiet, and only when it may run as you type. */
  const pending = useDebounce(
    key,
    () => {
      // Already converted for these inputs (by Convert, or set by the view): nothing to do.
      if (!live || resultKey === key || (live.canRun && !live.canRun())) return;
      let value: T | null;
      try {
        value = live.compute();
      } catch (failure) {
        if (!(failure instanceof ToolError)) throw failure;
        refuse(failure, key, true);
        return;
      }
      show(value, key);
      setError('');
    },
    live?.delayMs,
  );

  const { run } = job;
  /** Converts in a worker through useWorkerJob: a cancelled or superseded job changes nothing. */
  const convertInWorker = useCallback(
    async (task: Job<T>) => {
      const forKey = key;
      let value: T | undefined;
      try {
        value = await run(task);
      } catch (failure) {
        if (failure instanceof ToolError) refuse(failure, forKey);
        else {
          show(null, forKey);
          notify.error(
            faultTitle ?? 'Something went wrong',
            failure instanceof Error ? failure.message : String(failure),
          );
        }
        return;
      }
      if (value !== undefined) succeed(value, forKey);
    },
    [faultTitle, key, refuse, run, show, succeed],
  );

  const clearError = useCallback(() => setError(''), []);
  type Inputs = LiveConversion<T>['inputs'];
  const keyOf = useCallback((inputs: Inputs | undefined) => (inputs ? JSON.stringify(inputs) : key), [key]);
  /** Empties the result and the error; for the current inputs, or the ones the view is setting now. */
  const clear = useCallback(
    (forInputs?: Inputs) => {
      show(null, keyOf(forInputs));
      setError('');
    },
    [keyOf, show],
  );
  /** Shows a result the view computed itself: for the current inputs, or the ones the view is setting now. */
  const setResult = useCallback((value: T | null, forInputs?: Inputs) => show(value, keyOf(forInputs)), [keyOf, show]);

  /**
   * The result on screen was computed from other inputs, and no live conversion is on its way: the view marks
   * it out of date (OutOfDate) until Convert runs.
   */
  const outOfDate = result !== null && resultKey !== key && !pending;

  return { result, error, convert, convertInWorker, clearError, clear, setResult, job, pending, outOfDate };
}
