import { afterEach, describe, expect, it } from 'vitest';
import { createFanOut, localChunks, readChunks } from './chunks';
import { exposeTasks } from './expose';
import { createPool, isAbortError, WorkerFault, type Pool, type TaskContext, type WorkerLike } from './pool';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Gates that tests open to let a job finish. */
const gates = new Map<string, () => void>();
const gate = (key: string) => new Promise<void>((resolve) => gates.set(key, resolve));
const runs: string[] = [];

const tasks = {
  async double(input: { n: number }) {
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
  async explode(): Promise<never> {
    throw new Error('boom in task');
  },
  async byteLength(input: { buffer: ArrayBuffer }) {
    return input.buffer.byteLength;
  },
  async sum(input: { port: MessagePort; delayMs: number }, ctx: TaskContext) {
    return sumOf(readChunks(input.port, ctx.signal), input.delayMs);
  },
  /** Reads the blob once, sums it and serves its chunks to the followers. */
  async leaderSum(input: { blob: Blob; followers: MessagePort[]; chunkBytes: number }, ctx: TaskContext) {
    const fan = createFanOut(input.blob, 1 + input.followers.length, { chunkBytes: input.chunkBytes, signal: ctx.signal });
    input.followers.forEach((port, i) => fan.serve(port, i + 1));
    const sum = await sumOf(localChunks(fan, ctx.signal), 0);
    await fan.finished;
    return sum;
  },
};

async function sumOf(chunks: AsyncIterable<Uint8Array>, delayMs: number) {
  let total = 0;
  let count = 0;
  for await (const chunk of chunks) {
    for (const b of chunk) total += b;
    count += chunk.length;
    if (delayMs) await sleep(delayMs);
  }
  return { total, count };
}

type Fake = WorkerLike & EventTarget & { terminated: boolean; port: MessagePort };

/** An in-thread "worker": the same protocol over a MessageChannel, with terminate(). */
function fakeFactory(options: { failToLoad?: boolean } = {}) {
  const made: Fake[] = [];
  const factory = () => {
    const { port1, port2 } = new MessageChannel();
    if (!options.failToLoad) exposeTasks(tasks, port2 as never);
    const fake = Object.assign(port1, {
      terminated: false,
      port: port2,
      terminate() {
        fake.terminated = true;
        port1.close();
        port2.close();
      },
    }) as unknown as Fake;
    if (options.failToLoad) setTimeout(() => fake.dispatchEvent(new Event('error')), 5);
    made.push(fake);
    return fake;
  };
  return { factory, made };
}

let pools: Pool<typeof tasks>[] = [];
function pool(factory: () => WorkerLike, size = 2, extra: { idleMs?: number } = {}) {
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
      const error = await job.catch((e) => e);
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
      const error = await p.run('explode', {}).catch((e) => e);
      expect(error).toBeInstanceOf(WorkerFault);
      expect(error.message).toBe('The test worker failed: boom in task');
      expect(made[0].terminated).toBe(true);
      await expect(p.run('double', { n: 4 })).resolves.toBe(8);
      expect(made).toHaveLength(2);
    });

    it('a worker that fails to load rejects its job; the next job works', async () => {
      let broken = true;
      const bad = fakeFactory({ failToLoad: true });
      const good = fakeFactory();
      const p = pool(() => (broken ? bad.factory() : good.factory()), 1);
      const error = await p.run('double', { n: 1 }).catch((e) => e);
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
      const error = await job.catch((e) => e);
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

describe('createFanOut', () => {
  const bytes = Uint8Array.from({ length: 10_000 }, (_, i) => (i * 31) % 251);
  const expected = { total: bytes.reduce((a, b) => a + b, 0), count: bytes.length };

  it('a leader worker reads the blob once and serves every chunk to the followers', async () => {
    const { factory } = fakeFactory();
    const p = pool(factory, 3);
    const channels = [new MessageChannel(), new MessageChannel()];
    const followers = channels.map((c) => c.port1);
    const results = await Promise.all([
      p.run('leaderSum', { blob: new Blob([bytes]), followers, chunkBytes: 999 }, { transfer: followers }),
      ...channels.map((c, i) => p.run('sum', { port: c.port2, delayMs: i }, { transfer: [c.port2] })),
    ]);
    expect(results).toEqual([expected, expected, expected]);
  });

  it('keeps the fastest consumer within the lookahead of the slowest', async () => {
    const fan = createFanOut(new Blob([bytes]), 2, { chunkBytes: 1000, lookahead: 2 });
    const { port1, port2 } = new MessageChannel();
    fan.serve(port1, 1);
    let n0 = 0;
    const fast = (async () => {
      for await (const chunk of localChunks(fan)) n0 += chunk.length;
      return n0;
    })();
    await sleep(50);
    // The slow consumer has read nothing: the fast one is held after two chunks.
    expect(n0).toBeLessThanOrEqual(2000);
    let n1 = 0;
    for await (const chunk of readChunks(port2)) n1 += chunk.length;
    expect(n1).toBe(bytes.length);
    await expect(fast).resolves.toBe(bytes.length);
  });

  it('gives consumer 0 the read buffer and the others their own copies', async () => {
    const fan = createFanOut(new Blob([bytes]), 2, { chunkBytes: 4000 });
    const [a, b] = await Promise.all([fan.next(0), fan.next(1)]);
    expect(a).toEqual(b);
    expect(a!.buffer).not.toBe(b!.buffer);
    fan.close();
    await expect(fan.next(0)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('cancelling the jobs stops the leader and the followers', async () => {
    const { factory } = fakeFactory();
    const p = pool(factory, 2);
    const controller = new AbortController();
    const { port1, port2 } = new MessageChannel();
    const jobs = [
      p.run('leaderSum', { blob: new Blob([bytes]), followers: [port1], chunkBytes: 100 }, { transfer: [port1], signal: controller.signal }),
      p.run('sum', { port: port2, delayMs: 5 }, { transfer: [port2], signal: controller.signal }),
    ];
    await sleep(20);
    controller.abort();
    for (const job of jobs) await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    await expect(p.run('double', { n: 2 })).resolves.toBe(4);
  });
});
