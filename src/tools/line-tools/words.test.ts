import { describe, expect, it } from 'vitest';
import { DEFAULT_LINE_TOOLS_OPTIONS, processLines } from './core';
import { linesNote } from './words';

describe("the line tools' words", () => {
  it('says how many lines went in and out', () => {
    const { counts } = processLines('a\na\nb\nc', {
      ...DEFAULT_LINE_TOOLS_OPTIONS,
      dedupe: 'first',
      filter: 'drop-text',
      filterText: 'c',
    });
    expect(linesNote(counts)).toBe('4 lines in, 2 out. 1 filtered out. 1 duplicate removed.');
    expect(linesNote(processLines('b\na\nb', { ...DEFAULT_LINE_TOOLS_OPTIONS, dedupe: 'first' }).counts)).toBe(
      '3 lines in, 2 out. 1 duplicate removed.',
    );
    expect(linesNote({ in: 1, out: 1, filtered: 0, duplicates: 0 })).toBe('1 line in, 1 out.');
    expect(linesNote({ in: 12_345, out: 2, filtered: 0, duplicates: 12_343 })).toBe(
      '12,345 lines in, 2 out. 12,343 duplicates removed.',
    );
  });
});
