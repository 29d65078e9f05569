import type { Endpoint } from 'comlink';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ToolError } from '../core/shared/tool-error';
import { createFanOut, readChunks, serveString, type ChunkPort } from './chunks';
import { exposeTasks } from './expose';
import { runOnFile } from './file-job';
import {
  createPool,
  isAbortError,
  WorkerFault,
  type Pool,
  type PoolOptions,
  type TaskContext,
  type WorkerLike,
} from './pool';
import { readerStats } from '../../tests/unit/in-thread-reader';

/**
 * File jobs read through the real reader code (./reader, ./reader.worker) on a pool of in-thread
 * workers with the real reader pool's options, since Node has no Worker.
 */
// File jobs read through the real reader code, on in-thread workers (Node has no Worker).
vi.mock('./reader', async (original) => (await import('../../tests/unit/in-thread-reader')).inThreadReader(original));
afterAll(async () => (await import('../../tests/unit/in-thread-reader')).disposeReaders());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The error a job rejects with (every job here rejects with an Error); throws if it succeeds. */
const rejection = (job: Promise<unknown>) =>
  job.then(
    () => {
      throw new Error('The job succeeded');
    },
    (error: unknown) => error as Error,
  );

/** Gates that tests open to let a job finish. */
const gates = new Map<string, () => void>();
const gate = (key: string) => new Promise<void>((resolve) => gates.set(key, resolve));
const runs: string[] = [];

const tasks = {
  double(input: { n: number }) {
    return input.n * 2;
  },
  async held(input: { key: string }) {
    runs.push(input.key);
    await gate(input.key);
    return input.key;
  },
  async chunky(input: { steps: number }, ctx: TaskContext) {
    for (let i = 1; i <= input.steps; i++) {
      ctx.signal.throwIfAborted();
      await sleep(5);
      ctx.progress(i * 100, input.steps * 100);
    }
    return 'done';
  },
  /** Ignores cancellation, like a long synchronous WASM call. */
  async stubborn() {
    await new Promise(() => undefined);
  },
  explode(): never {
    throw new Error('boom in task');
  },
  refuse(): never {
    throw new ToolError('Conversion Error', 'Please enter a valid number.');
  },
  byteLength(input: { buffer: ArrayBuffer }) {
    return input.buffer.byteLength;
  },
  async sum(input: { port: ChunkPort; delayMs: number; failAfterBytes?: number; recycle?: boolean }, ctx: TaskContext) {
    const chunks = readChunks(input.port, ctx.signal, { recycle: input.recycle });
    return sumOf(chunks, input.delayMs, input.failAfterBytes, (done) => ctx.progress(done, done));
  },
  /** Reads the blob once and serves its chunks on the ports (what reader.worker does). */
  async serve(input: { blob: Blob; ports: MessagePort[]; chunkBytes: number }, ctx: TaskContext) {
    const fan = createFanOut(input.blob, input.ports.length, { chunkBytes: input.chunkBytes, signal: ctx.signal });
    input.ports.forEach((port, i) => fan.serve(port, i));
    await fan.finished;
    return 'served';
  },
};

async function sumOf(
  chunks: AsyncIterable<Uint8Array>,
  delayMs: number,
  failAfterBytes = Infinity,
  onBytes?: (done: number) => void,
) {
  let total = 0;
  let count = 0;
  for await (const chunk of chunks) {
    for (const b of chunk) total += b;
    count += chunk.length;
    if (count >= failAfterBytes) throw new Error('bad chunk');
    onBytes?.(count);
    if (delayMs) await sleep(delayMs);
  }
  return { total, count };
}

type Fake = WorkerLike & EventTarget & { terminated: boolean; frozen: boolean; port: MessagePort };

/**
 * An in-thread "worker": the same protocol over a MessageChannel, with terminate(). `frozen` makes it
 * hear nothing more, as a worker stuck in a synchronous loop; `loadDelayMs` delays its module "loading".
 */
function fakeFactory(options: { failToLoad?: boolean; loadDelayMs?: number } = {}) {
  const made: Fake[] = [];
  const factory = () => {
    const { port1, port2 } = new MessageChannel();
    const fake = Object.assign(port1, {
      terminated: false,
      frozen: false,
      port: port2,
      terminate() {
        fake.terminated = true;
        port1.close();
        port2.close();
      },
    }) as unknown as Fake;
    const load = () => exposeTasks(tasks, deafWhenFrozen(port2, fake));
    if (options.failToLoad) setTimeout(() => fake.dispatchEvent(new Event('error')), 5);
    else if (options.loadDelayMs) setTimeout(load, options.loadDelayMs);
    else load();
    made.push(fake);
    return fake;
  };
  return { factory, made };
}

/** The worker's side of a fake: its port, except that messages are dropped while the fake is frozen. */
function deafWhenFrozen(port: MessagePort, fake: Fake): Endpoint {
  return {
    postMessage: (message: unknown, transfer: Transferable[] = []) => port.postMessage(message, transfer),
    addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      port.addEventListener(type, (event) => {
        if (fake.frozen) return;
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      });
    },
    removeEventListener: () => undefined,
    start: () => port.start(),
  };
}

let pools: Pool<typeof tasks>[] = [];
function pool(factory: () => WorkerLike, size = 2, extra: Partial<PoolOptions> = {}) {
  const p = createPool<typeof tasks>(factory, { name: 'test', size, ...extra });
  pools.push(p);
  return p;
}
afterEach(() => {
  pools.forEach((p) => p.dispose());
  pools = [];
  gates.clear();
  runs.length = 0;
});

describe('worker pool', () => {
  it('runs a task, spawning lazily', async () => {
    const { factory, made } = fakeFactory();
    const p = pool(factory);
    expect(made).toHaveLength(0);
    await expect(p.run('double', { n: 21 })).resolves.toBe(42);
    expect(made).toHaveLength(1);
    await expect(p.run('double', { n: 2 })).resolves.toBe(4);
    expect(made).toHaveLength(1); // reused
  });

  it('queues jobs in order when every worker is busy', async () => {
    const { factory, made } = fakeFactory();
    const p = pool(factory, 2);
    const jobs = ['a', 'b', 'c', 'd'].map((key) => p.run('held', { key }));
    await sleep(20);
    expect(p.stats()).toMatchObject({ live: 2, busy: 2, queued: 2 });
    expect(runs).toEqual(['a', 'b']);
    gates.get('a')!();
    await sleep(20);
    expect(runs).toEqual(['a', 'b', 'c']);
    gates.get('b')!();
    await sleep(20);
    gates.get('c')!();
    gates.get('d')!();
    await expect(Promise.all(jobs)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(made).toHaveLength(2);
  });

  it('reports progress as a fraction and bytes done', async () => {
    const { factory } = fakeFactory();
    const seen: { fraction: number; bytesDone: number }[] = [];
    await pool(factory).run('chunky', { steps: 4 }, { onProgress: (p) => seen.push(p) });
    expect(seen.at(-1)).toEqual({ fraction: 1, bytesDone: 400, bytesTotal: 400 });
  });

  it('moves transferred buffers instead of copying them', async () => {
    const { factory } = fakeFactory();
    const buffer = new ArrayBuffer(1024);
    await expect(pool(factory).run('byteLength', { buffer }, { transfer: [buffer] })).resolves.toBe(1024);
    expect(buffer.byteLength).toBe(0); // detached here: it moved
  });

  it('warms workers ahead of jobs, up to its size, and closes them when unused', async () => {
    const { factory, made } = fakeFactory({ loadDelayMs: 10 });
    const p = pool(factory, 2, { idleMs: 100 });
    p.warm(5);
    p.warm();
    expect(p.stats()).toMatchObject({ spawned: 2, live: 2, busy: 0 });
    await expect(Promise.all([p.run('double', { n: 1 }), p.run('double', { n: 2 })])).resolves.toEqual([2, 4]);
    expect(made).toHaveLength(2); // the jobs ran on the warmed workers
    await sleep(150);
    expect(p.stats().live).toBe(0);
    expect(made.every((w) => w.terminated)).toBe(true);
  });

  it('closes idle workers and spawns again when needed', async () => {
    const { factory, made } = fakeFactory();
    const p = pool(factory, 2, { idleMs: 20 });
    await p.run('double', { n: 1 });
    await sleep(50);
    expect(p.stats().live).toBe(0);
    expect(made[0].terminated).toBe(true);
    await expect(p.run('double', { n: 3 })).resolves.toBe(6);
    expect(made).toHaveLength(2);
  });

  describe('cancellation', () => {
    it('drops a queued job without running it', async () => {
      const { factory } = fakeFactory();
      const p = pool(factory, 1);
      const first = p.run('held', { key: 'first' });
      const controller = new AbortController();
      const second = p.run('held', { key: 'second' }, { signal: controller.signal });
      controller.abort();
      await expect(second).rejects.toMatchObject({ name: 'AbortError', message: 'Cancelled' });
      await sleep(10);
      gates.get('first')!();
      await first;
      expect(runs).toEqual(['first']);
    });

    it('stops a cooperative job within 100 ms and keeps its worker', async () => {
      const { factory, made } = fakeFactory();
      const p = pool(factory, 1);
      const controller = new AbortController();
      const job = p.run('chunky', { steps: 1000 }, { signal: controller.signal });
      await sleep(30);
      const t0 = performance.now();
      controller.abort();
      const error = await rejection(job);
      expect(performance.now() - t0).toBeLessThan(100);
      expect(isAbortError(error)).toBe(true);
      expect(error.message).toBe('Cancelled');
      await expect(p.run('double', { n: 5 })).resolves.toBe(10);
      expect(made).toHaveLength(1);
    });

    it('terminates and replaces a worker that does not stop', async () => {
      const { factory, made } = fakeFactory();
      const p = pool(factory, 1);
      const controller = new AbortController();
      const job = p.run('stubborn', {}, { signal: controller.signal });
      await sleep(20);
      const t0 = performance.now();
      controller.abort();
      await expect(job).rejects.toMatchObject({ name: 'AbortError' });
      expect(performance.now() - t0).toBeLessThan(100);
      await sleep(80);
      expect(made[0].terminated).toBe(true);
      await expect(p.run('double', { n: 7 })).resolves.toBe(14);
      expect(made).toHaveLength(2);
    });

    it('rejects at once when the signal is already aborted', async () => {
      const { factory, made } = fakeFactory();
      await expect(pool(factory).run('double', { n: 1 }, { signal: AbortSignal.abort() })).rejects.toMatchObject({
        name: 'AbortError',
      });
      expect(made).toHaveLength(0);
    });
  });

  describe('faults', () => {
    it('a task that throws rejects with a clear message and its worker is replaced', async () => {
      const { factory, made } = fakeFactory();
      const p = pool(factory, 1);
      const error = await rejection(p.run('explode', {}));
      expect(error).toBeInstanceOf(WorkerFault);
      expect(error.message).toBe('The test worker failed: boom in task');
      expect(made[0].terminated).toBe(true);
      await expect(p.run('double', { n: 4 })).resolves.toBe(8);
      expect(made).toHaveLength(2);
    });

    it("a task's ToolError (bad input) rejects with an equal ToolError and the worker stays", async () => {
      const { factory, made } = fakeFactory();
      const p = pool(factory, 1);
      const error = await p.run('refuse', {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ToolError);
      expect(error).toMatchObject({ title: 'Conversion Error', description: 'Please enter a valid number.' });
      expect(made[0].terminated).toBe(false);
      await expect(p.run('double', { n: 4 })).resolves.toBe(8);
      expect(made).toHaveLength(1);
    });

    it('a worker that fails to load rejects its job; the next job works', async () => {
      let broken = true;
      const bad = fakeFactory({ failToLoad: true });
      const good = fakeFactory();
      const p = pool(() => (broken ? bad.factory() : good.factory()), 1);
      const error = await rejection(p.run('double', { n: 1 }));
      expect(error).toBeInstanceOf(WorkerFault);
      expect(error.message).toBe('The test worker could not be loaded.');
      broken = false;
      await expect(p.run('double', { n: 9 })).resolves.toBe(18);
    });

    it('a worker that dies mid-job (e.g. out of memory) rejects it; the next job works', async () => {
      const { factory, made } = fakeFactory();
      const p = pool(factory, 1);
      const job = p.run('stubborn', {});
      await sleep(20);
      made[0].dispatchEvent(new Event('error'));
      const error = await rejection(job);
      expect(error.message).toBe('The test worker stopped unexpectedly (it may have run out of memory).');
      expect(made[0].terminated).toBe(true);
      await expect(p.run('double', { n: 1 })).resolves.toBe(2);
    });

    it('a factory that throws rejects the job', async () => {
      const p = pool(() => {
        throw new Error('no workers here');
      }, 1);
      await expect(p.run('double', { n: 1 })).rejects.toThrow('The test worker could not be started: no workers here');
    });
  });
});

describe('liveness', () => {
  it('a worker that stops answering pings mid-job is replaced, and its job says so', async () => {
    const { factory, made } = fakeFactory();
    const p = pool(factory, 1, { livenessMs: 100 });
    const job = p.run('stubborn', {});
    await sleep(50);
    made[0].frozen = true; // as a worker stuck in a synchronous loop
    const t0 = performance.now();
    const error = await rejection(job);
    expect(error).toBeInstanceOf(WorkerFault);
    expect(error.message).toBe('The test worker stopped responding.');
    // Noticed once the ping is overdue on two ticks (every livenessMs / 5): well under a second here.
    expect(performance.now() - t0).toBeLessThan(600);
    expect(made[0].terminated).toBe(true);
    await expect(p.run('double', { n: 3 })).resolves.toBe(6);
    expect(made).toHaveLength(2);
  });

  it('a slow but responsive job runs to the end, far past livenessMs', async () => {
    const { factory, made } = fakeFactory();
    const p = pool(factory, 1, { livenessMs: 40 });
    const t0 = performance.now();
    await expect(p.run('chunky', { steps: 60 })).resolves.toBe('done');
    expect(performance.now() - t0).toBeGreaterThan(200);
    expect(made).toHaveLength(1);
    expect(made[0].terminated).toBe(false);
  });

  it('throttled timers (a background tab) kill no healthy worker, and still find a hung one', async () => {
    const realSetTimeout = globalThis.setTimeout;
    // Every timer fires at the earliest 250 ms later, longer than livenessMs: what a background tab does
    // to a 1 s ping with a 5 s limit, in miniature. Judging by the time since the last answer would kill.
    vi.stubGlobal('setTimeout', (fn: () => void, ms = 0) => realSetTimeout(fn, Math.max(ms, 250)));
    try {
      const { factory, made } = fakeFactory();
      const p = pool(factory, 1, { livenessMs: 100 });
      const healthy = p.run('held', { key: 'slow' });
      await new Promise((resolve) => realSetTimeout(resolve, 1200));
      gates.get('slow')!();
      await expect(healthy).resolves.toBe('slow');
      expect(made).toHaveLength(1);

      const hung = p.run('stubborn', {});
      await new Promise((resolve) => realSetTimeout(resolve, 50));
      made[0].frozen = true;
      await expect(hung).rejects.toThrow('The test worker stopped responding.');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a worker still loading its module gets loadMs, not livenessMs', async () => {
    const slow = fakeFactory({ loadDelayMs: 300 });
    await expect(pool(slow.factory, 1, { livenessMs: 40 }).run('double', { n: 2 })).resolves.toBe(4);
    expect(slow.made).toHaveLength(1);

    const never = fakeFactory({ loadDelayMs: 60_000 });
    const error = await rejection(pool(never.factory, 1, { livenessMs: 40, loadMs: 150 }).run('double', { n: 2 }));
    expect(error.message).toBe('The test worker took too long to load.');
    expect(never.made[0].terminated).toBe(true);
  });
});

describe('runTogether', () => {
  it('starts its jobs only once all of them can run, in their turn with other jobs', async () => {
    const { factory } = fakeFactory();
    const p = pool(factory, 2);
    const a = p.run('held', { key: 'a' });
    const together = p.runTogether('held', [{ input: { key: 'b' } }, { input: { key: 'c' } }]);
    const d = p.run('held', { key: 'd' });
    await sleep(20);
    // One worker is free, but b alone would hold it while waiting for c; and d does not jump the queue.
    expect(runs).toEqual(['a']);
    expect(p.stats()).toMatchObject({ busy: 1, queued: 3 });
    gates.get('a')!();
    await sleep(20);
    expect(runs).toEqual(['a', 'b', 'c']);
    gates.get('b')!();
    gates.get('c')!();
    await expect(Promise.all(together)).resolves.toEqual(['b', 'c']);
    await sleep(20);
    gates.get('d')!();
    await expect(Promise.all([a, d])).resolves.toEqual(['a', 'd']);
  });

  it('more jobs than workers reject at once instead of waiting forever', async () => {
    const { factory, made } = fakeFactory();
    const jobs = pool(factory, 2).runTogether(
      'double',
      [1, 2, 3].map((n) => ({ input: { n } })),
    );
    for (const job of jobs) {
      await expect(job).rejects.toThrow('The test pool cannot run 3 jobs together (at most 2).');
    }
    expect(made).toHaveLength(0);
  });

  it('a cancelled member leaves its waiting batch, and the rest starts when it fits', async () => {
    const { factory } = fakeFactory();
    const p = pool(factory, 2);
    const a = p.run('held', { key: 'a' });
    const controller = new AbortController();
    const [b, c] = p.runTogether('held', [
      { input: { key: 'b' }, options: { signal: controller.signal } },
      { input: { key: 'c' } },
    ]);
    await sleep(20);
    controller.abort();
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    await sleep(20);
    expect(runs).toEqual(['a', 'c']);
    gates.get('a')!();
    gates.get('c')!();
    await expect(Promise.all([a, c])).resolves.toEqual(['a', 'c']);
  });
});

describe('runOnFile', () => {
  const fileOf = (seed: number, length: number) => {
    const bytes = Uint8Array.from({ length }, (_, i) => (i * seed + (i >> 8)) & 255);
    return { blob: new Blob([bytes]), expected: { total: bytes.reduce((a, b) => a + b, 0), count: length } };
  };
  const sumFile = (p: Pool<typeof tasks>, file: Blob, workers: number, extra: { signal?: AbortSignal } = {}) =>
    runOnFile(p, 'sum', file, {
      workers,
      chunkBytes: 1000,
      input: (port, i) => ({ port, delayMs: i }),
      ...extra,
    });
  /** The reader and every worker of `p` stop (within the cancel grace), nothing left waiting. */
  const idle = (p: Pool<typeof tasks>) =>
    vi.waitFor(
      () => {
        expect(readerStats()).toMatchObject({ busy: 0, queued: 0 });
        expect(p.stats()).toMatchObject({ busy: 0, queued: 0 });
      },
      { timeout: 300, interval: 10 },
    );

  it('two file jobs fanned out over the whole pool, started at once, both finish with their own data', async () => {
    const { factory } = fakeFactory();
    const p = pool(factory, 2);
    const one = fileOf(7, 20_000);
    const two = fileOf(13, 30_001);
    const results = await Promise.all([sumFile(p, one.blob, 2), sumFile(p, two.blob, 2)]);
    expect(results).toEqual([
      [one.expected, one.expected],
      [two.expected, two.expected],
    ]);
    await idle(p);
  });

  it('a file job started between another one’s reader and its consumers does not deadlock', async () => {
    // Job A's reader starts, then (from A's input callback) job B starts, reader and consumer, before
    // A's two consumers are queued. With one shared reader, B's consumer held a worker waiting for B's
    // reader, queued behind A's reader, which waited for A's second consumer, which waited for the
    // worker B held: nobody moved (checked: this test times out with a reader pool of size 1).
    const { factory } = fakeFactory();
    const p = pool(factory, 2);
    const a = fileOf(3, 25_000);
    const b = fileOf(5, 15_000);
    let jobB: Promise<unknown> | undefined;
    const jobA = runOnFile(p, 'sum', a.blob, {
      workers: 2,
      chunkBytes: 1000,
      input: (port, i) => {
        if (i === 0) jobB = sumFile(p, b.blob, 1);
        return { port, delayMs: 1 };
      },
    });
    await expect(jobA).resolves.toEqual([a.expected, a.expected]);
    await expect(jobB).resolves.toEqual([b.expected]);
  });

  it('a failing job cancels the reader and the other jobs, and the file job rejects with its error', async () => {
    const { factory } = fakeFactory();
    const p = pool(factory, 2);
    const { blob } = fileOf(11, 50_000);
    const job = runOnFile(p, 'sum', blob, {
      workers: 2,
      chunkBytes: 1000,
      input: (port, i) => ({ port, delayMs: 2, failAfterBytes: i === 1 ? 5000 : undefined }),
    });
    const error = await rejection(job);
    expect(error).toBeInstanceOf(WorkerFault);
    expect(error.message).toBe('The test worker failed: bad chunk');
    await idle(p);
    const again = fileOf(2, 3000);
    await expect(sumFile(p, again.blob, 2)).resolves.toEqual([again.expected, again.expected]);
  });

  it('split: the jobs share the chunks out, and progress adds up their bytes', async () => {
    const { factory } = fakeFactory();
    const p = pool(factory, 2);
    const { blob } = fileOf(5, 10_500);
    const fractions: number[] = [];
    const [a, b] = await runOnFile(p, 'sum', blob, {
      workers: 2,
      split: true,
      chunkBytes: 1000,
      input: (port) => ({ port, delayMs: 1 }),
      onProgress: (progress) => fractions.push(progress.fraction),
    });
    // 11 chunks (the last of 500 bytes): 0, 2, ..., 10 to the first job, 1, 3, ..., 9 to the second, each read once.
    expect([a.count, b.count]).toEqual([5500, 5000]);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.every((f, i) => i === 0 || f >= fractions[i - 1])).toBe(true);
    await idle(p);
  });

  it('recycle: chunks read into the buffers the jobs hand back still hold the right bytes, copied or split', async () => {
    const { factory } = fakeFactory();
    const p = pool(factory, 2);
    const { blob, expected } = fileOf(9, 25_000);
    const both = await runOnFile(p, 'sum', blob, {
      workers: 2,
      chunkBytes: 1000,
      input: (port, i) => ({ port, delayMs: i, recycle: true }),
    });
    expect(both).toEqual([expected, expected]);
    const halves = await runOnFile(p, 'sum', blob, {
      workers: 2,
      split: true,
      chunkBytes: 1000,
      input: (port) => ({ port, delayMs: 1, recycle: true }),
    });
    expect(halves[0].total + halves[1].total).toBe(expected.total);
    expect(halves[0].count + halves[1].count).toBe(expected.count);
    await idle(p);
  });

  it('direct: each job reads its own piece, no reader between; a failing one rejects the file job', async () => {
    const { factory } = fakeFactory();
    const p = pool(factory, 2);
    const bytes = Uint8Array.from({ length: 30_000 }, (_, i) => (i * 7 + (i >> 8)) & 255);
    const sum = (part: Uint8Array) => ({ total: part.reduce((a, b) => a + b, 0), count: part.length });
    const parts = await runOnFile(p, 'sum', new Blob([bytes]), {
      cuts: [12_000],
      direct: true,
      input: (port) => {
        expect(port).toBeInstanceOf(Blob);
        return { port, delayMs: 0, recycle: true };
      },
    });
    expect(parts).toEqual([sum(bytes.subarray(0, 12_000)), sum(bytes.subarray(12_000))]);
    const failing = runOnFile(p, 'sum', new Blob([bytes]), {
      cuts: [12_000],
      direct: true,
      input: (port, i) => ({ port, delayMs: 0, failAfterBytes: i === 1 ? 1 : undefined }),
    });
    expect((await rejection(failing)).message).toBe('The test worker failed: bad chunk');
    await idle(p);
  });

  it('cancelling rejects with Cancelled, and the reader and the workers stop', async () => {
    const { factory } = fakeFactory();
    const p = pool(factory, 2);
    const controller = new AbortController();
    const job = sumFile(p, fileOf(9, 100_000).blob, 2, { signal: controller.signal });
    await sleep(30);
    controller.abort();
    await expect(job).rejects.toMatchObject({ name: 'AbortError', message: 'Cancelled' });
    await idle(p);
  });
});

describe('createFanOut', () => {
  const bytes = Uint8Array.from({ length: 10_000 }, (_, i) => (i * 31) % 251);
  const expected = { total: bytes.reduce((a, b) => a + b, 0), count: bytes.length };

  function served(consumers: number, chunkBytes: number, options: { signal?: AbortSignal } = {}) {
    const { factory } = fakeFactory();
    const p = pool(factory, consumers + 1);
    const channels = Array.from({ length: consumers }, () => new MessageChannel());
    const ports = channels.map((c) => c.port1);
    const done = p.run('serve', { blob: new Blob([bytes]), ports, chunkBytes }, { transfer: ports, ...options });
    return { p, done, sources: channels.map((c) => c.port2) };
  }

  it('one read of the blob is served to every consumer, in order', async () => {
    const { p, done, sources } = served(3, 999);
    const results = await Promise.all(
      sources.map((port, i) => p.run('sum', { port, delayMs: i }, { transfer: [port] })),
    );
    expect(results).toEqual([expected, expected, expected]);
    await expect(done).resolves.toBe('served');
  });

  it('keeps the fastest consumer within the lookahead of the slowest', async () => {
    const fan = createFanOut(new Blob([bytes]), 2, { chunkBytes: 1000, lookahead: 2 });
    const channels = [new MessageChannel(), new MessageChannel()];
    channels.forEach((c, i) => fan.serve(c.port1, i));
    let fastBytes = 0;
    const fast = (async () => {
      for await (const chunk of readChunks(channels[0].port2)) fastBytes += chunk.length;
      return fastBytes;
    })();
    await sleep(50);
    // The slow consumer has read nothing: the fast one is held after two chunks.
    expect(fastBytes).toBeLessThanOrEqual(2000);
    let slowBytes = 0;
    for await (const chunk of readChunks(channels[1].port2)) slowBytes += chunk.length;
    expect(slowBytes).toBe(bytes.length);
    await expect(fast).resolves.toBe(bytes.length);
    await fan.finished;
  });

  it('split: deals chunk k to consumer k mod n only, in order, and ends every consumer', async () => {
    const fan = createFanOut(new Blob([bytes]), 3, { chunkBytes: 1000, split: true, lookahead: 2 });
    const channels = [0, 1, 2].map(() => new MessageChannel());
    channels.forEach((c, i) => fan.serve(c.port1, i));
    const got = await Promise.all(
      channels.map(async (c) => {
        const chunks: Uint8Array[] = [];
        for await (const chunk of readChunks(c.port2)) chunks.push(chunk);
        return chunks;
      }),
    );
    // 10 chunks: consumer 0 has 0, 3, 6, 9; consumer 1 has 1, 4, 7; consumer 2 has 2, 5, 8.
    expect(got.map((chunks) => chunks.length)).toEqual([4, 3, 3]);
    got.forEach((chunks, c) =>
      chunks.forEach((chunk, j) => {
        const k = c + 3 * j;
        expect(chunk).toEqual(bytes.subarray(k * 1000, (k + 1) * 1000));
      }),
    );
    await fan.finished;
  });

  it('split: a consumer is held within the lookahead of the first chunk not yet taken', async () => {
    const fan = createFanOut(new Blob([bytes]), 2, { chunkBytes: 500, split: true, lookahead: 2 });
    const channels = [new MessageChannel(), new MessageChannel()];
    channels.forEach((c, i) => fan.serve(c.port1, i));
    let fastBytes = 0;
    const fast = (async () => {
      for await (const chunk of readChunks(channels[1].port2)) fastBytes += chunk.length;
    })();
    await sleep(50);
    // Consumer 0 has not taken chunk 0, so consumer 1 gets at most the odd chunks below 2 * 2 = 4: 1 and 3.
    expect(fastBytes).toBeLessThanOrEqual(1000);
    let slowBytes = 0;
    for await (const chunk of readChunks(channels[0].port2)) slowBytes += chunk.length;
    await fast;
    expect(slowBytes + fastBytes).toBe(bytes.length);
    await fan.finished;
  });

  it('gives the last taker the read buffer and the others their own copies', async () => {
    const fan = createFanOut(new Blob([bytes]), 2, { chunkBytes: 4000 });
    const a = await fan.next(0);
    const b = await fan.next(1);
    expect(a).toEqual(b);
    expect(a!.buffer).not.toBe(b!.buffer);
    fan.close();
    await expect(fan.next(0)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('cancelling stops the reader and the consumers', async () => {
    const controller = new AbortController();
    const { p, done, sources } = served(2, 100, { signal: controller.signal });
    const jobs = sources.map((port) =>
      p.run('sum', { port, delayMs: 5 }, { transfer: [port], signal: controller.signal }),
    );
    await sleep(20);
    controller.abort();
    for (const job of [done, ...jobs]) await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    await expect(p.run('double', { n: 2 })).resolves.toBe(4);
  });
});

describe('serveString', () => {
  it('serves text in slices that never cut a surrogate pair, and the slices rebuild the text', async () => {
    const text = 'ab😀cd😀😀e'.repeat(50);
    const { ports, close } = serveString(text, 2, 3);
    for (const port of ports) {
      const slices: string[] = [];
      for await (const slice of readChunks<string>(port)) slices.push(slice);
      expect(slices.join('')).toBe(text);
      expect(slices.every((s) => !/[\uD800-\uDBFF]$/.test(s))).toBe(true);
      expect(slices.length).toBeGreaterThan(100);
    }
    close();
  });
});
