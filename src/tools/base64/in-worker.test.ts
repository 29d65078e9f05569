import { afterEach, describe, expect, it } from 'vitest';
import { encodeBytes, joinShares } from './core';
import { ToolError } from '../../core/shared/tool-error';
import './words';
import { base64Tasks, type Base64Tasks } from './task';
import { createFanOut, serveString } from '../../workers/chunks';
import { exposeTasks } from '../../workers/expose';
import { createPool, isAbortError, type Pool, type Progress } from '../../workers/pool';

/** The Base64 tasks behind a real pool, over MessageChannels in this thread (as in pool.test.ts). */
function inThreadPool(size = 1) {
  return createPool<Base64Tasks>(
    () => {
      const { port1, port2 } = new MessageChannel();
      exposeTasks(base64Tasks, port2);
      return Object.assign(port1, { terminate: () => (port1.close(), port2.close()) });
    },
    { name: 'Base64', size },
  );
}

/** Serves a blob in chunks on a port, as the reader worker does (serveBlobInWorker). */
function serve(blob: Blob, chunkBytes: number, signal?: AbortSignal) {
  const { port1, port2 } = new MessageChannel();
  const fan = createFanOut(blob, 1, { chunkBytes, signal });
  fan.serve(port1, 0);
  return port2;
}

const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 13 + (i >> 7)) & 255);

let pool: Pool<Base64Tasks>;
afterEach(() => pool?.dispose());

describe('Base64 worker tasks', { timeout: 30_000 }, () => {
  it('encodes a streamed file with progress in bytes; the result is a Blob and a preview', async () => {
    pool = inThreadPool();
    const data = bytes(300_001);
    const source = serve(new Blob([data]), 64 * 1024);
    const seen: Progress[] = [];
    const result = await pool.run(
      'encodeFile',
      { source, totalBytes: data.length, encoding: { urlSafe: true, lineLength: 76 } },
      { transfer: [source], onProgress: (p) => seen.push(p) },
    );
    const expected = encodeBytes(data, { urlSafe: true, lineLength: 76 });
    expect(result.blob).toBeInstanceOf(Blob);
    expect((await result.blob.text()) === expected).toBe(true);
    expect(result.length).toBe(expected.length);
    expect(result.preview).toBe(expected.slice(0, 100_000));
    expect(seen.at(-1)).toEqual({ fraction: 1, bytesDone: data.length, bytesTotal: data.length });
  });

  it('two workers share a file dealt out in whole lines, and the shares join into the whole encoding', async () => {
    pool = inThreadPool(2);
    const data = bytes(57 * 1000 * 5 + 11);
    const encoding = { lineLength: 76 };
    const fan = createFanOut(new Blob([data]), 2, { chunkBytes: 57 * 1000, split: true });
    const shares = await Promise.all(
      [0, 1].map((job) => {
        const { port1, port2 } = new MessageChannel();
        fan.serve(port1, job);
        const input = { source: port2, totalBytes: data.length, encoding, job, jobs: 2 };
        return pool.run('encodeShare', input, { transfer: [port2] });
      }),
    );
    expect(shares.map((share) => share.parts.length)).toEqual([3, 3]);
    const expected = encodeBytes(data, encoding);
    expect((await (await joinShares(shares)).blob.text()) === expected).toBe(true);
  });

  it('makes a data URL of the given type', async () => {
    pool = inThreadPool();
    const source = serve(new Blob(['Hi!']), 1024);
    const result = await pool.run(
      'encodeFile',
      { source, totalBytes: 3, encoding: { dataUrl: { mimeType: 'text/plain' } } },
      { transfer: [source] },
    );
    expect(result.preview).toBe('data:text/plain;base64,SGkh');
  });

  it('cancelling an encode rejects with Cancelled and the worker carries on', async () => {
    pool = inThreadPool();
    const reading = new AbortController();
    const controller = new AbortController();
    const source = serve(new Blob([bytes(4 * 1024 * 1024)]), 16 * 1024, reading.signal);
    const job = pool.run(
      'encodeFile',
      { source, totalBytes: 4 * 1024 * 1024, encoding: {} },
      {
        signal: controller.signal,
        transfer: [source],
        onProgress: () => controller.abort(),
      },
    );
    const error = await job.catch((e: unknown) => e);
    reading.abort();
    expect(isAbortError(error)).toBe(true);
    expect((error as Error).message).toBe('Cancelled');
    const next = serve(new Blob(['foobar']), 1024);
    expect(
      (await pool.run('encodeFile', { source: next, totalBytes: 6, encoding: {} }, { transfer: [next] })).preview,
    ).toBe('Zm9vYmFy');
  });

  it('decodes text served in slices, and bad input rejects with the spec ToolError', async () => {
    pool = inThreadPool();
    const text = encodeBytes(bytes(50_000), { lineLength: 76 });
    const good = serveString(text, 1, 1000);
    const decoded = await pool.run(
      'decodeText',
      { source: good.ports[0], chars: text.length },
      { transfer: good.ports },
    );
    good.close();
    expect(new Uint8Array(await decoded.file.arrayBuffer())).toEqual(bytes(50_000));

    const bad = serveString('SGVsbG8*', 1);
    const error = await pool
      .run('decodeText', { source: bad.ports[0], chars: 8 }, { transfer: bad.ports })
      .catch((e: unknown) => e);
    bad.close();
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({
      title: 'Decoding Error',
      description: "Unable to decode. Make sure the input is valid Base64. Invalid character '*' at line 1, column 8.",
      message:
        "Decoding Error: Unable to decode. Make sure the input is valid Base64. Invalid character '*' at line 1, column 8.",
    });
    expect(pool.stats().spawned).toBe(1); // bad input did not cost the worker
  });
});
