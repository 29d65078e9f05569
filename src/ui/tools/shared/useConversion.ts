import { useCallback, useState } from 'react';
import { ToolError } from '../../../core/shared/tool-error';
import { useWorkerJob, type Job } from '../../components/useWorkerJob';
import { notify } from '../../notify';
import { notifyToolError } from './notifyToolError';

export interface ConversionOptions {
  /** The notice after a conversion succeeds, e.g. 'Conversion completed'; none when absent. */
  success?: string;
  /** The text beside the field when a conversion fails (default: the ToolError's message). */
  fieldError?: (error: ToolError) => string;
  /** Keep the last result on screen when a conversion fails (default: clear it). */
  keepResultOnError?: boolean;
  /** Title of the notice when a worker job fails for another reason than bad input (its message below). */
  faultTitle?: string;
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
}: ConversionOptions = {}) {
  const [result, setResult] = useState<T | null>(null);
  const [error, setError] = useState('');
  const job = useWorkerJob();

  const succeed = useCallback(
    (value: T) => {
      setResult(value);
      setError('');
      if (success) notify.success(success);
    },
    [success],
  );

  const refuse = useCallback(
    (failure: ToolError) => {
      if (!keepResultOnError) setResult(null);
      setError(fieldError ? fieldError(failure) : failure.message);
      notifyToolError(failure);
    },
    [fieldError, keepResultOnError],
  );

  /** Converts at once. */
  const convert = useCallback(
    (compute: () => T) => {
      let value: T;
      try {
        value = compute();
      } catch (failure) {
        if (!(failure instanceof ToolError)) throw failure;
        refuse(failure);
        return;
      }
      succeed(value);
    },
    [refuse, succeed],
  );

  const { run } = job;
  /** Converts in a worker through useWorkerJob: a cancelled or superseded job changes nothing. */
  const convertInWorker = useCallback(
    async (task: Job<T>) => {
      let value: T | undefined;
      try {
        value = await run(task);
      } catch (failure) {
        if (failure instanceof ToolError) refuse(failure);
        else {
          setResult(null);
          notify.error(
            faultTitle ?? 'Something went wrong',
            failure instanceof Error ? failure.message : String(failure),
          );
        }
        return;
      }
      if (value !== undefined) succeed(value);
    },
    [faultTitle, refuse, run, succeed],
  );

  const clearError = useCallback(() => setError(''), []);
  const clear = useCallback(() => {
    setResult(null);
    setError('');
  }, []);

  return { result, error, convert, convertInWorker, clearError, clear, setResult, job };
}
