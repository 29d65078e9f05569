/**
 * Worker side: runs a long computation written as a generator of short steps, pausing between steps now
 * and then so the worker answers the pool's pings and receives a Cancel, which stops it at the next pause.
 */

/** Longest stretch of work between two pauses (well inside the pool's 50 ms grace for a cancelled job). */
export const SLICE_MS = 20;

/**
 * Yields to the event loop for one turn. A message, not setTimeout(0): nested timers are clamped to 4 ms,
 * which would cost a fifth of the time at this slice length.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/** Runs `steps` to their end and returns their value; rejects with the abort reason once `signal` aborts. */
export async function runSteps<T>(steps: Generator<void, T>, signal: AbortSignal, sliceMs = SLICE_MS): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    signal.throwIfAborted();
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart > sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
