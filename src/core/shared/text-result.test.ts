import { describe, expect, it } from 'vitest';
import { concatTextResults, PREVIEW_CHARS, textResult } from './text-result';

describe('concatTextResults', () => {
  it('joins with the separator between two and the end after the last, counting and previewing the whole', async () => {
    const joined = concatTextResults([textResult('b\nc'), textResult('x')], '\n', '\n');
    expect(await joined.blob.text()).toBe('b\nc\nx\n');
    expect(joined.length).toBe(6);
    expect(joined.preview).toBe('b\nc\nx\n');
  });

  it('is empty for no results (no end either), and keeps the preview to its limit', async () => {
    const none = concatTextResults([], '\n', '\n');
    expect([await none.blob.text(), none.length, none.preview]).toEqual(['', 0, '']);
    const long = 'a'.repeat(PREVIEW_CHARS + 5);
    const joined = concatTextResults([textResult(long), textResult('z')], '|', '');
    expect(joined.length).toBe(PREVIEW_CHARS + 7);
    expect(joined.preview).toBe(long.slice(0, PREVIEW_CHARS));
  });
});
