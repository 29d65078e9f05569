import { useCallback, useEffect, useRef, useState } from 'react';
import type { TextPosition } from '../../core/shared/text-position';
import { messageOf, ToolError } from '../../core/shared/tool-error';
import { useWorkerJob, type Job } from '../components/useWorkerJob';
import { notify } from '../notify';
import { inlineMessage, notifyToolError, notifyToolErrorBeside } from '../components/notifyToolError';
import { useDebounce } from './useDebounce';

/** Converting as you type: quietly (no notices), once the input rests. */
export interface LiveConversion<T> {
  /** What the result is computed from; when it changes, the result is out of date until converted again. */
  inputs: Inputs;
  /** Converts the current inputs; null when there is nothing to convert (the result and error are cleared). */
  compute?: () => T | null;
  /**
   * Converts the current inputs in a worker instead of `compute` (useWorkerJob's runLatest: the newest input
   * wins, an older result never lands after a newer one); null when there is nothing to convert.
   */
  computeInWorker?: Job<T | null>;
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

type Inputs = readonly (string | number | boolean)[];
const NO_INPUTS: Inputs = [];

/** Same values in the same places; a string compares by reference first, so a 50 MB input costs nothing. */
const sameInputs = (a: Inputs, b: Inputs) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * A number that changes whenever the inputs do (the debounce's key; cheap where a JSON key of a 50 MB input
 * would not be). Derived state, set during render as React documents for "information from previous renders".
 */
function useInputsVersion(inputs: Inputs): number {
  const [tracked, setTracked] = useState({ inputs, version: 0 });
  if (!sameInputs(tracked.inputs, inputs)) {
    setTracked({ inputs, version: tracked.version + 1 });
    return tracked.version + 1;
  }
  return tracked.version;
}

/**
 * A converter's run-show-notify cycle: runs the conversion (at once, or as a worker job with Cancel), keeps its
 * result and the error text shown beside the field, and shows the notices. Bad input is a ToolError from the
 * core; anything else thrown by a synchronous conversion is a bug and is rethrown.
 */
const NO_FAILURE: { text: string; at: TextPosition | null; input?: string } = { text: '', at: null };

export function useConversion<T>({
  success,
  fieldError,
  keepResultOnError = false,
  faultTitle,
  live,
}: ConversionOptions<T> = {}) {
  const inputs = live?.inputs ?? NO_INPUTS;
  // The result and the inputs it was computed from: when they differ from the current ones, it is out of date.
  const [shown, setShown] = useState<{ value: T | null; inputs: Inputs }>({ value: null, inputs });
  // The text shown beside the field, and where in the input the fault is (for the editor to jump to).
  const [failure, setFailure] = useState(NO_FAILURE);
  const job = useWorkerJob();
  // An asked-for run's refused input, whose notice shows once its message beside the field is on the page.
  const toastOnceShown = useRef<{ error: ToolError; text: string } | null>(null);
  const version = useInputsVersion(inputs);
  // The inputs a live worker conversion is computing now: its result is on its way, so not out of date.
  const [liveFor, setLiveFor] = useState<Inputs | null>(null);
  // The inputs an asked-for worker conversion is computing now: a live one for them would cancel it.
  const askedFor = useRef<Inputs | null>(null);
  // The inputs an asked-for worker conversion last answered (a result or a refusal): no live run replaces that
  // answer (a refusal without the jump to the fault), even when the live timer fires before React has rendered it.
  const answeredFor = useRef<Inputs | null>(null);
  // The live worker conversion in flight, which an asked-for one of the same inputs may adopt.
  const liveRun = useRef<{ inputs: Inputs; value: Promise<T | null | undefined> } | null>(null);

  const show = useCallback((value: T | null, forInputs: Inputs) => setShown({ value, inputs: forInputs }), []);

  const succeed = useCallback(
    (value: T, forInputs: Inputs) => {
      show(value, forInputs);
      setFailure(NO_FAILURE);
      if (success) notify.success(success);
    },
    [show, success],
  );

  const refuse = useCallback(
    (failure: ToolError, forInputs: Inputs, quiet = false) => {
      // A kept result stays on screen, computed from older inputs (so it shows as out of date).
      if (!keepResultOnError) show(null, forInputs);
      // Only an asked-for run moves the editor to the fault: a live one must not pull the cursor away while typing.
      const text = fieldError ? fieldError(failure) : failure.message;
      // Which input the fault is in, even while typing (its field shows it); where in it, only when asked.
      setFailure({ text, at: quiet ? null : (failure.at ?? null), input: failure.at?.input });
      // The notice waits for the message beside the field to be on the page, to see whether it is in view.
      if (!quiet) toastOnceShown.current = { error: failure, text };
    },
    [fieldError, keepResultOnError, show],
  );

  useEffect(() => {
    const pending = toastOnceShown.current;
    if (!pending) return;
    toastOnceShown.current = null;
    notifyToolErrorBeside(pending.error, inlineMessage(pending.text));
  }, [failure]);

  /** Converts at once; returns the result (undefined when the input was refused). */
  const convert = useCallback(
    (compute: () => T): T | undefined => {
      let value: T;
      try {
        value = compute();
      } catch (failure) {
        if (!(failure instanceof ToolError)) throw failure;
        refuse(failure, inputs);
        return undefined;
      }
      succeed(value, inputs);
      return value;
    },
    [inputs, refuse, succeed],
  );

  const { runLatest } = job;
  /** A live conversion in the worker: quiet like the one on the page. */
  const convertLiveInWorker = useCallback(
    async (task: Job<T | null>, forInputs: Inputs) => {
      setLiveFor(forInputs);
      const own = { inputs: forInputs, value: runLatest(task) };
      liveRun.current = own;
      try {
        const value = await own.value;
        if (value !== undefined) {
          show(value, forInputs);
          setFailure(NO_FAILURE);
        }
      } catch (failure) {
        if (failure instanceof ToolError) refuse(failure, forInputs, true);
        else {
          show(null, forInputs);
          setFailure({ text: messageOf(failure), at: null });
        }
      } finally {
        if (liveRun.current === own) liveRun.current = null;
        setLiveFor((current) => (current === forInputs ? null : current));
      }
    },
    [refuse, runLatest, show],
  );

  /** The live conversion, once the input rests: quiet, and only when it may run as you type. */
  const pending = useDebounce(
    String(version),
    () => {
      // Already converted for these inputs (by Convert, or set by the view): nothing to do.
      if (!live || sameInputs(shown.inputs, inputs) || (live.canRun && !live.canRun())) return;
      if (live.computeInWorker) {
        const asked = [askedFor.current, answeredFor.current].some((other) => other && sameInputs(other, inputs));
        if (!asked) void convertLiveInWorker(live.computeInWorker, inputs);
        return;
      }
      if (!live.compute) return;
      let value: T | null;
      try {
        value = live.compute();
      } catch (failure) {
        if (!(failure instanceof ToolError)) throw failure;
        refuse(failure, inputs, true);
        return;
      }
      show(value, inputs);
      setFailure(NO_FAILURE);
    },
    live?.delayMs,
  );

  const { run } = job;
  /**
   * Converts in a worker through useWorkerJob: a cancelled or superseded job changes nothing. Resolves with the
   * result (undefined when refused, failed, cancelled or superseded). With `adoptLive` (the view's live worker
   * conversion computes what `task` does), a live run of the same inputs still going is adopted, not cancelled:
   * cancelling it would stop its worker, and the pool would start a new one (loading Prettier again, say).
   */
  const convertInWorker = useCallback(
    async (task: Job<T>, { adoptLive = false } = {}): Promise<T | undefined> => {
      const forInputs = inputs;
      const live =
        adoptLive && liveRun.current && sameInputs(liveRun.current.inputs, forInputs) ? liveRun.current : null;
      let value: T | undefined;
      askedFor.current = forInputs;
      try {
        // A live run finds nothing to convert (null) where the asked-for task says why: that one runs.
        const adopted = live ? await live.value : null;
        value = adopted === null ? await run(task) : adopted;
      } catch (failure) {
        if (failure instanceof ToolError) {
          answeredFor.current = forInputs;
          refuse(failure, forInputs);
        } else {
          show(null, forInputs);
          notifyToolError(failure, faultTitle);
        }
        return undefined;
      } finally {
        if (askedFor.current === forInputs) askedFor.current = null;
      }
      if (value !== undefined) {
        answeredFor.current = forInputs;
        succeed(value, forInputs);
      }
      return value;
    },
    [faultTitle, inputs, refuse, run, show, succeed],
  );

  // An edit drops an asked-for run still going: its result would land out of date. The last answer is then
  // another input's: typing back to its text converts again.
  const { reset } = job;
  useEffect(() => {
    if (answeredFor.current && !sameInputs(answeredFor.current, inputs)) answeredFor.current = null;
    if (askedFor.current === null || sameInputs(askedFor.current, inputs)) return;
    askedFor.current = null;
    reset();
  });

  const clearError = useCallback(() => setFailure(NO_FAILURE), []);
  /** Empties the result and the error; for the current inputs, or the ones the view is setting now. */
  const clear = useCallback(
    (forInputs?: Inputs) => {
      show(null, forInputs ?? inputs);
      setFailure(NO_FAILURE);
    },
    [inputs, show],
  );
  /** Shows a result the view computed itself: for the current inputs, or the ones the view is setting now. */
  const setResult = useCallback(
    (value: T | null, forInputs?: Inputs) => show(value, forInputs ?? inputs),
    [inputs, show],
  );

  /**
   * The result on screen was computed from other inputs, and no live conversion is on its way: the view marks
   * it out of date (OutOfDate) until Convert runs.
   */
  const result = shown.value;
  const outOfDate =
    result !== null && !sameInputs(shown.inputs, inputs) && !pending && !(liveFor && sameInputs(liveFor, inputs));

  return {
    result,
    /** The result was computed from the current inputs (not an older one, nor one a live run is replacing). */
    current: sameInputs(shown.inputs, inputs),
    error: failure.text,
    errorAt: failure.at,
    /** The option the fault is in (`at.input`: a regex's pattern), also for a quiet error while typing. */
    errorInput: failure.input,
    convert,
    convertInWorker,
    clearError,
    clear,
    setResult,
    job,
    pending,
    outOfDate,
  };
}
