import { afterEach, describe, expect, it } from 'vitest';
import { ToolError } from '../core/shared/tool-error';
import { createFanOut, readChunks, serveString } from './chunks';
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
  async refuse(): Promise<never> {
    throw new ToolError('Conversion Error', 'Please enter a valid number.');
  },
  async byteLength(input: { buffer: ArrayBuffer }) {
    return input.buffer.byteLength;
  },
  async sum(input: { port: MessagePort; delayMs: number }, ctx: TaskContext) {
    return sumOf(readChunks(input.port, ctx.signal), input.delayMs);
  },
  /** Reads the blob once and serves its chunks on the ports (what reader.worker does). */
  async serve(input: { blob: Blob; ports: MessagePort[]; chunkBytes: number }, ctx: TaskContext) {
    const fan = createFanOut(input.blob, input.ports.length, { chunkBytes: input.chunkBytes, signal: ctx.signal });
    input.ports.forEach((port, i) => fan.serve(port, i));
    await fan.finished;
    return 'served';
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
