import { describe, expect, it } from 'vitest';
import { TOOLS } from '../core/site/tools';
import { detectTools, FULL_PARSE_CHARS, sampleOf } from '../core/site/detect';
import { detectToolsInWorker } from './detect';
import { detectTasks } from './detect.worker';
import { isAbortError } from './pool';

const BIG_JSON = `[${'{"a": 1},'.repeat(FULL_PARSE_CHARS / 8)}{}]`;

describe('detection worker', () => {
  it('answers from the sample what the page answers from the whole text', () => {
    const css = 'a { color: red; }\n'.repeat(10_000);
    for (const text of [BIG_JSON, css, '  SGVsbG8sIFdvcmxkIQ==\n']) {
      expect(detectTasks.detect({ sample: sampleOf(text), tools: TOOLS })).toEqual(detectTools(text, TOOLS));
    }
  });

  it('falls back to detecting the sample on the page when the worker cannot start', async () => {
    // Node has no Web Worker: the pool's job fails to start, as a worker that fails to load would.
    const found = await detectToolsInWorker(BIG_JSON, TOOLS);
    expect(found[0].reason).toBe('Looks like JSON (an array, too long to check in full)');
    expect(found).toEqual(detectTools(BIG_JSON, TOOLS));
  });

  it('rejects with an AbortError once cancelled, without answering', async () => {
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await detectToolsInWorker(BIG_JSON, TOOLS, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(isAbortError(error)).toBe(true);
  });
});
