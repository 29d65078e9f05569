/**
 * Worker side: runs a long computation written as a generator of short steps, pausing between steps now
 * and then so the worker answers the pool's pings and receives a Cancel, which stops it at the next pause.
 */

/** Longest stretch of work between two pauses. */
export const SLICE_MS = 40;

/** Runs `steps` to their end and returns their value; rejects with the abort reason once `signal` aborts. */
export async function runSteps<T>(steps: Generator<void, T>, signal: AbortSignal, sliceMs = SLICE_MS): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    signal.throwIfAborted();
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart > sliceMs) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      sliceStart = performance.now();
    }
  }
}
