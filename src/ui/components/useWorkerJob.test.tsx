// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelledError } from '../../workers/protocol';
import { JobStatus } from './JobStatus';
import { createLiveProgress } from './liveProgress';
import { useWorkerJob, type Job } from './useWorkerJob';

afterEach(cleanup);

/** A job the test finishes by hand; it rejects with 'Cancelled' when aborted, as the pool does. */
function manualJob<T>(name: string, log: string[]) {
  const control = {
    signal: null as AbortSignal | null,
    report: (_fraction: number) => {},
    finish: (_value: T) => {},
    fail: (_error: Error) => {},
  };
  const job: Job<T> = (signal, onProgress) => {
    log.push(`start ${name}`);
    control.signal = signal;
    control.report = (fraction) => onProgress({ fraction, bytesDone: fraction * 100, bytesTotal: 100 });
    return new Promise<T>((resolve, reject) => {
      control.finish = resolve;
      control.fail = reject;
      signal.addEventListener('abort', () => reject(cancelledError()), { once: true });
    });
  };
  return { job, control };
}

const settle = (step: () => unknown) =>
  act(async () => {
    await step();
  });

describe('useWorkerJob', () => {
  it('reports running with progress, then done with the seconds it took', async () => {
    const { result } = renderHook(() => useWorkerJob());
    const { job, control } = manualJob<string>('a', []);
    let value: Promise<string | undefined> = Promise.resolve(undefined);
    await settle(() => {
      value = result.current.run(job);
    });
    expect(result.current.state).toMatchObject({ status: 'running', progress: null });
    expect(result.current.busy).toBe(true);
    await settle(() => control.report(0.5));
    const running = result.current.state;
    const live = running.status === 'running' ? running.progress : null;
    expect(live?.get()).toMatchObject({ fraction: 0.5, bytesDone: 50 });
    const renders = vi.fn();
    live?.subscribe(renders);
    await settle(() => control.report(0.75));
    expect(result.current.state).toBe(running); // a later report goes to the live progress alone
    expect(live?.get()).toMatchObject({ fraction: 0.75, bytesDone: 75 });
    expect(renders).toHaveBeenCalledTimes(1);
    await settle(() => control.finish('digest'));
    expect(await value).toBe('digest');
    expect(result.current.state).toMatchObject({ status: 'done', seconds: expect.any(Number) as number });
    expect(result.current.busy).toBe(false);
  });

  it('reports a failure as error with its message and rejects with it', async () => {
    const { result } = renderHook(() => useWorkerJob());
    const { job, control } = manualJob<string>('a', []);
    let outcome: Promise<unknown> = Promise.resolve();
    await settle(() => {
      outcome = result.current.run(job).catch((error: unknown) => error);
    });
    const failure = new Error('The hash worker could not be loaded.');
    await settle(() => control.fail(failure));
    expect(await outcome).toBe(failure);
    expect(result.current.state).toEqual({ status: 'error', message: 'The hash worker could not be loaded.' });
  });

  it('run aborts the job in progress, whose promise resolves to undefined', async () => {
    const { result } = renderHook(() => useWorkerJob());
    const first = manualJob<string>('first', []);
    const second = manualJob<string>('second', []);
    let a: Promise<string | undefined> = Promise.resolve(undefined);
    let b: Promise<string | undefined> = Promise.resolve(undefined);
    await settle(() => {
      a = result.current.run(first.job);
    });
    await settle(() => {
      b = result.current.run(second.job);
    });
    expect(first.control.signal?.aborted).toBe(true);
    expect(await a).toBeUndefined();
    expect(result.current.state.status).toBe('running');
    await settle(() => second.control.finish('two'));
    expect(await b).toBe('two');
  });

  it('runLatest: one job at a time, only the newest waiting input runs next, older results are dropped', async () => {
    const log: string[] = [];
    const { result } = renderHook(() => useWorkerJob());
    const jobs = ['a', 'ab', 'abc', 'abcd'].map((name) => manualJob<string>(name, log));
    const outcomes: Promise<string | undefined>[] = [];
    for (const { job } of jobs) {
      await settle(() => {
        outcomes.push(result.current.runLatest(job));
      });
    }
    // 'a' runs undisturbed; 'ab' and 'abc' were replaced while waiting and never start.
    expect(log).toEqual(['start a']);
    expect(jobs[0].control.signal?.aborted).toBe(false);
    expect(await outcomes[1]).toBeUndefined();
    expect(await outcomes[2]).toBeUndefined();
    // 'a' finishes after newer input arrived: its result must not overwrite the newer one.
    await settle(() => jobs[0].control.finish('A'));
    expect(await outcomes[0]).toBeUndefined();
    expect(log).toEqual(['start a', 'start abcd']);
    expect(result.current.state.status).toBe('running');
    await settle(() => jobs[3].control.finish('ABCD'));
    expect(await outcomes[3]).toBe('ABCD');
    expect(result.current.state.status).toBe('done');
  });

  it('runLatest: a failure of a superseded job is not reported', async () => {
    const log: string[] = [];
    const { result } = renderHook(() => useWorkerJob());
    const old = manualJob<string>('old', log);
    const next = manualJob<string>('new', log);
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    await settle(() => {
      first = result.current.runLatest(old.job);
      void result.current.runLatest(next.job);
    });
    await settle(() => old.control.fail(new Error('boom')));
    expect(await first).toBeUndefined();
    expect(result.current.state.status).toBe('running');
    expect(log).toEqual(['start old', 'start new']);
  });

  it('runLatest aborts a job started by run (a file) at once', async () => {
    const log: string[] = [];
    const { result } = renderHook(() => useWorkerJob());
    const file = manualJob<string>('file', log);
    const text = manualJob<string>('text', log);
    await settle(() => {
      void result.current.run(file.job);
      void result.current.runLatest(text.job);
    });
    expect(file.control.signal?.aborted).toBe(true);
    expect(log).toEqual(['start file', 'start text']);
  });

  it('cancel aborts everything and says cancelled; reset says idle; unmounting aborts', async () => {
    const log: string[] = [];
    const { result, unmount } = renderHook(() => useWorkerJob());
    const a = manualJob<string>('a', log);
    const b = manualJob<string>('b', log);
    let waiting: Promise<string | undefined> = Promise.resolve(undefined);
    await settle(() => {
      void result.current.runLatest(a.job);
      waiting = result.current.runLatest(b.job);
    });
    await settle(() => result.current.cancel());
    expect(a.control.signal?.aborted).toBe(true);
    expect(await waiting).toBeUndefined();
    expect(result.current.state).toEqual({ status: 'cancelled' });
    expect(log).toEqual(['start a']);

    await settle(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'idle' });
    const c = manualJob<string>('c', log);
    await settle(() => {
      void result.current.run(c.job);
    });
    unmount();
    expect(c.control.signal?.aborted).toBe(true);
  });
});

describe('JobStatus', () => {
  const noop = () => {};

  it('shows nothing when idle, done or failed unless asked to', () => {
    const { rerender } = render(<JobStatus state={{ status: 'idle' }} label="Encoding" onCancel={noop} />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<JobStatus state={{ status: 'done', seconds: 1 }} label="Encoding" onCancel={noop} />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<JobStatus state={{ status: 'error', message: 'x' }} label="Encoding" onCancel={noop} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a done read-out, a failure alert and a kept empty line when asked to', () => {
    const { rerender } = render(
      <JobStatus state={{ status: 'idle' }} label="Hashing" keepLine testId="hash-status" doneText="Hashed" />,
    );
    expect(screen.getByTestId('hash-status').getAttribute('data-state')).toBe('idle');
    expect(screen.getByTestId('hash-status').textContent).toBe('');
    rerender(<JobStatus state={{ status: 'done', seconds: 1 }} label="Hashing" keepLine doneText="Hashed 1 MB" />);
    expect(screen.getByRole('status').textContent).toBe('Hashed 1 MB');
    rerender(
      <JobStatus state={{ status: 'error', message: 'Worker gone.' }} label="Hashing" errorTitle="Failed to hash" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed to hashWorker gone.');
  });

  it("says 'Label…' without Cancel for a job that cannot be cancelled, and names the progress bar", () => {
    const { rerender } = render(
      <JobStatus state={{ status: 'running', id: 1, progress: null }} label="Hashing" progressLabel="Hashing file" />,
    );
    expect(screen.getByRole('status').textContent).toBe('Hashing…');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <JobStatus
        state={{
          status: 'running',
          id: 1,
          progress: createLiveProgress({ fraction: 0.25, bytesDone: 25, bytesTotal: 100, seconds: 1 }),
        }}
        label="Hashing"
        progressLabel="Hashing file"
        onCancel={noop}
        cancelLabel="Cancel hashing"
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Hashing file' }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByRole('button', { name: 'Cancel hashing' })).toHaveProperty('disabled', false);
  });
});
