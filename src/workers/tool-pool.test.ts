import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ToolError } from '../core/shared/tool-error';
import { readChunks, type ChunkPort } from './chunks';
import { exposeTasks } from './expose';
import type { TaskContext } from './pool';
import { receiveText, type TextSource } from './text-task';
import '../core/site/tools';
import { toolPool, type ToolPool } from './tool-pool';

// File jobs read through the real reader code, on in-thread workers (Node has no Worker).
vi.mock('./reader', async (original) => (await import('../../tests/unit/in-thread-reader')).inThreadReader(original));
afterAll(async () => (await import('../../tests/unit/in-thread-reader')).disposeReaders());

const tasks = {
  async shout(input: TextSource & { options: { mark: string } }, ctx: TaskContext) {
    return (await receiveText(input, ctx)).toUpperCase() + input.options.mark;
  },
  async countBytes(input: { source: ChunkPort }, ctx: TaskContext) {
    let bytes = 0;
    for await (const chunk of readChunks(input.source, ctx.signal)) bytes += chunk.length;
    return bytes;
  },
  refuse(input: { value: string }): never {
    throw new ToolError('Conversion error', `${input.value} is not a number in base 2.`);
  },
};
type Tasks = typeof tasks;

/** An in-thread worker running `tasks`; `failToLoad` makes it fail as a worker whose script is missing. */
function fakeWorker(failToLoad = false) {
  const { port1, port2 } = new MessageChannel();
  const fake = Object.assign(port1, { terminate: () => (port1.close(), port2.close()) });
  if (failToLoad) setTimeout(() => fake.dispatchEvent(new Event('error')));
  else exposeTasks(tasks, port2);
  return fake;
}

let made: ToolPool<Tasks>[] = [];
const myToolPool = (...args: Parameters<typeof toolPool<Tasks>>) => {
  const pool = toolPool<Tasks>(...args);
  made.push(pool);
  return pool;
};
afterEach(() => {
  made.forEach((pool) => pool.dispose());
  made = [];
});

describe('toolPool', () => {
  it('names its worker in fault messages', async () => {
    const pool = myToolPool('number base', () => fakeWorker(true), { size: 1 });
    await expect(pool.run('refuse', { value: '12' })).rejects.toThrow('The number base worker could not be loaded.');
  });

  it('takes the pool settings given', () => {
    expect(myToolPool('a', () => fakeWorker(), { size: 1 }).size).toBe(1);
    expect(myToolPool('b', () => fakeWorker(), { size: 3 }).size).toBe(3);
  });

  it("passes a task's ToolError through intact", async () => {
    const pool = myToolPool('number base', () => fakeWorker(), { size: 1 });
    const error: unknown = await pool.run('refuse', { value: '12' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).description).toBe('12 is not a number in base 2.');
  });

  it('runs a text task on a long text served to it, with its options beside it', async () => {
    const pool = myToolPool('text', () => fakeWorker(), { size: 1 });
    const text = 'ab€\n'.repeat(600_000); // 2.4 million characters
    const progress: number[] = [];
    const out = await pool.onText(
      'shout',
      text,
      { options: { mark: '!' } },
      { onProgress: (p) => progress.push(p.fraction) },
    );
    expect(out).toBe(text.toUpperCase() + '!');
    expect(progress.at(-1)).toBe(1);
  });

  it('runs a text task that a Cancel stops', async () => {
    const pool = myToolPool('text', () => fakeWorker(), { size: 1 });
    const controller = new AbortController();
    const job = pool.onText('shout', 'abc', { options: { mark: '' } }, { signal: controller.signal });
    controller.abort();
    await expect(job).rejects.toThrow('Cancelled');
  });

  it('streams a file to as many jobs as asked, each reading all of it', async () => {
    const pool = myToolPool('file', () => fakeWorker(), { size: 2 });
    const file = new Blob([new Uint8Array(3 << 20)]);
    const counts = await pool.onFile('countBytes', file, { workers: 2, input: (source) => ({ source }) });
    expect(counts).toEqual([file.size, file.size]);
  });
});

describe("a tool's declared pool", () => {
  it('takes its settings from the tool.ts of its folder, and defaults for a family', () => {
    // No worker starts until a job runs.
    expect(toolPool('hex viewer', 'hex-viewer').size).toBe(4);
    expect(toolPool('line tools', 'line-tools').size).toBe(2);
    expect(toolPool('Base64', 'base64', { size: 2 }).size).toBe(2);
  });
});
