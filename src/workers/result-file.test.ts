/**
 * Result files where there is no origin private file system (Node, as in a browser that refuses it): the sink
 * falls back to a Blob, gathers bytes in order and copies them (the caller may reuse its buffer), and a failed
 * write passes its error on with nothing returned. The disk path is tested in the browser (text-encryption.spec).
 */
import { describe, expect, it } from 'vitest';
import { keepResultFile, openResultSink, releaseResultFile, writeResult } from './result-file';

describe('result files without OPFS', () => {
  it('gather the bytes in order, copied as they are added', async () => {
    const buffer = new Uint8Array([1, 2, 3]);
    const blob = await writeResult('application/x-test', async (sink) => {
      sink.add(buffer);
      buffer.fill(9); // reused by the caller once add returned
      sink.add(new Uint8Array(40 * 1024 * 1024).fill(7)); // past a 32 MiB fold
      await Promise.resolve();
    });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(blob.type).toBe('application/x-test');
    expect(bytes.length).toBe(3 + 40 * 1024 * 1024);
    expect([...bytes.subarray(0, 4)]).toEqual([1, 2, 3, 7]);
  });

  it('pass a failure on, and return nothing', async () => {
    const failure = new Error('chunk 3 failed its tag');
    await expect(
      writeResult('application/octet-stream', (sink) => {
        sink.add(new Uint8Array(10));
        return Promise.reject(failure);
      }),
    ).rejects.toBe(failure);
  });

  it('leave a Blob in memory to the collector: keeping and releasing it are no-ops', async () => {
    const sink = await openResultSink();
    sink.add(new Uint8Array([5]));
    const blob = keepResultFile(await sink.finish('text/plain'));
    expect(() => releaseResultFile(blob)).not.toThrow();
    expect(await blob.text()).toBe('\u0005');
  });
});
