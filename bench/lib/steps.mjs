// Every case must finish: each step of a case (its preparation, a baseline, the ceiling, our run) has the case's
// time, and one that outlasts it fails the case with a message naming the case and the step, instead of hanging
// the whole bench. Drivers say where inside a step they are (`ctx.step('decoding')`), so the message names that too.

/** Seconds a step may take unless the case or `--timeout` says otherwise: the slowest step, on a busy machine. */
export const DEFAULT_STEP_TIMEOUT_S = 600;

/** A step that did not finish in its time. */
export class StepTimeout extends Error {
  name = 'StepTimeout';
}

/** Where a case is: the harness's step ("ours, run 1 of 3") and the driver's part of it ("decoding"). */
export function stepTracker() {
  let step = 'starting';
  let detail = '';
  return {
    /** The harness starts a step (the driver's detail is cleared). */
    begin(name) {
      step = name;
      detail = '';
    },
    /** A driver says which part of the step it is in. */
    detail(name) {
      detail = name;
    },
    get label() {
      return detail ? `${step}: ${detail}` : step;
    },
  };
}

/**
 * Runs `work()` and resolves to its result, or rejects with a StepTimeout naming the case and the step once
 * `seconds` pass first. Then `abandon()` frees whatever the step was waiting on (closing the case's pages makes
 * a pending `page.evaluate` reject), so nothing of the step keeps running beside the next case.
 */
export async function withinTime(work, { caseName, steps, seconds, abandon }) {
  let timer;
  const running = work();
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => {
      reject(new StepTimeout(`"${caseName}" did not finish within ${seconds} s, at ${steps.label}`));
    }, seconds * 1000);
  });
  try {
    return await Promise.race([running, late]);
  } catch (error) {
    // The abandoned work fails too, later: the race has already handled that, and the timeout is the case's error.
    if (error instanceof StepTimeout) await abandon?.();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
