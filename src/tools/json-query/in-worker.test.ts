/** The JSON query's client: a query past its time limit is cancelled with a message; a crash is said in words. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { DEFAULT_JSON_QUERY_OPTIONS, JSON_QUERY_MESSAGES as M } from './core';
import { cancelledError, WorkerFault } from '../../workers/pool';

/** What the fake pool's next job does, given its signal. */
const job = vi.hoisted(() => ({ run: (_signal: AbortSignal): Promise<unknown> => Promise.resolve({}) }));
vi.mock('../../workers/tool-pool', () => ({
  toolPool: () => ({
    onText: (_task: string, _text: string, _extra: unknown, options: { signal: AbortSignal }) =>
      job.run(options.signal),
    run: (_task: string, _input: unknown, options: { signal: AbortSignal }) => job.run(options.signal),
  }),
}));

const { runJsonQueryInWorker, runJsonQueryFileInWorker, timeLimitMs } = await import('./in-worker');

/** A job that never ends by itself: only its signal stops it, as the pool does on Cancel. */
const endless = (signal: AbortSignal) =>
  new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(cancelledError())));

afterEach(() => vi.useRealTimers());

describe('the JSON query in its worker', () => {
  it('gives 5 s, and 1 s more per MB of input', () => {
    expect(timeLimitMs(10)).toBe(5000);
    expect(timeLimitMs(100e6)).toBe(105_000);
  });

  it('cancels a query past its time limit and says so', async () => {
    vi.useFakeTimers();
    let stopped: AbortSignal | undefined;
    job.run = (signal) => ((stopped = signal), endless(signal));
    const running = runJsonQueryInWorker('jq', '1', { ...DEFAULT_JSON_QUERY_OPTIONS, jq: 'def f: f; f' });
    const outcome = running.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped?.aborted).toBe(true);
    expect(await outcome).toEqual(new ToolError(M.timeLimitTitle, M.timeLimit(5)));
  });

  it("says a crash of jq's runtime, and a worker that died, as the tool's message", async () => {
    job.run = () => Promise.reject(new WorkerFault('The JSON query worker failed: jq: out of memory'));
    await expect(runJsonQueryInWorker('jq', '[]', DEFAULT_JSON_QUERY_OPTIONS)).rejects.toEqual(
      new ToolError(M.crashedTitle, M.crashed('out of memory')),
    );
    const died = 'The JSON query worker stopped unexpectedly (it may have run out of memory).';
    job.run = () => Promise.reject(new WorkerFault(died));
    await expect(runJsonQueryFileInWorker('jq', new Blob(['[]']), DEFAULT_JSON_QUERY_OPTIONS)).rejects.toEqual(
      new ToolError(M.crashedTitle, M.workerStopped(died)),
    );
  });

  it("passes the tool's own errors and a Cancel through as they are", async () => {
    const refusal = new ToolError(M.invalidJq, 'syntax error (line 1)');
    job.run = () => Promise.reject(refusal);
    await expect(runJsonQueryInWorker('jq', '1', DEFAULT_JSON_QUERY_OPTIONS)).rejects.toBe(refusal);
    const controller = new AbortController();
    job.run = endless;
    const running = runJsonQueryInWorker('jq', '1', DEFAULT_JSON_QUERY_OPTIONS, { signal: controller.signal });
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
  });
});
