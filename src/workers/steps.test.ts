import { describe, expect, it } from 'vitest';
import { runSteps } from './steps';

/** Steps that each keep the thread busy for `ms`, counting how many ran. */
function* busySteps(count: number, ms: number, ran: { steps: number }): Generator<void, string> {
  for (let k = 0; k < count; k++) {
    const until = performance.now() + ms;
    while (performance.now() < until);
    ran.steps++;
    yield;
  }
  return 'finished';
}

describe('runSteps', () => {
  it('runs every step and returns the value', async () => {
    const ran = { steps: 0 };
    await expect(runSteps(busySteps(20, 1, ran), new AbortController().signal)).resolves.toBe('finished');
    expect(ran.steps).toBe(20);
  });

  it('lets timers and messages in between slices, and stops at the next pause once aborted', async () => {
    const ran = { steps: 0 };
    const controller = new AbortController();
    // A timer can only fire if the steps pause: this is how a Cancel message reaches a busy worker.
    setTimeout(() => controller.abort(new DOMException('Cancelled', 'AbortError')), 30);
    const job = runSteps(busySteps(1000, 2, ran), controller.signal, 10);
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    expect(ran.steps).toBeGreaterThan(0);
    expect(ran.steps).toBeLessThan(200);
  });
});
