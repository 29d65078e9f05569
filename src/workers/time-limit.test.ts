import { describe, expect, it } from 'vitest';
import { ToolError } from '../core/shared/tool-error';
import { regexTimeLimitMs, withRegexTimeLimit, withTimeLimit } from './time-limit';
import '../ui/words/regex-time-limit';

/** A job that never ends by itself: it rejects when its signal aborts, as the pool's job does on a cancel. */
const endless = ({ signal }: { signal?: AbortSignal }) =>
  new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(new Error('cancelled'))));

describe('withTimeLimit', () => {
  it('cancels a job past its limit and throws the error the limit calls for', async () => {
    const started = Date.now();
    await expect(withTimeLimit(50, {}, endless, () => new ToolError('Too slow'))).rejects.toThrow('Too slow');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it("passes a job's own result and error through", async () => {
    await expect(
      withTimeLimit(
        1000,
        {},
        () => Promise.resolve(7),
        () => new Error('no'),
      ),
    ).resolves.toBe(7);
    await expect(
      withTimeLimit(
        1000,
        {},
        () => Promise.reject(new Error('own')),
        () => new Error('no'),
      ),
    ).rejects.toThrow('own');
  });

  it("a caller's cancel is a cancel, not the time limit", async () => {
    const controller = new AbortController();
    const job = withTimeLimit(1000, { signal: controller.signal }, endless, () => new Error('limit'));
    controller.abort();
    await expect(job).rejects.toThrow('cancelled');
  });
});

describe('the regex time limit', () => {
  it('is about 2 s for a short text, more for a long one', () => {
    expect(regexTimeLimitMs(31)).toBe(2000);
    expect(regexTimeLimitMs(100_000_000)).toBe(12_000);
  });

  it("says the spec's words", async () => {
    const limit = withRegexTimeLimit(31, {}, endless);
    await expect(limit).rejects.toThrow('The pattern took too long: it may backtrack catastrophically');
  }, 5000);
});
