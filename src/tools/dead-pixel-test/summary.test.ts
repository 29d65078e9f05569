import { describe, expect, it } from 'vitest';
import { PATTERNS, type PatternId } from './core';
import { deadPixelSummary } from './summary';
import { DEAD_PIXEL_TEXTS } from './words';

describe('pattern names and the check-up line', () => {
  it('names each pattern', () => {
    expect(PATTERNS.map((p) => DEAD_PIXEL_TEXTS.patterns[p.id])).toContain('Black to white gradient');
    expect(DEAD_PIXEL_TEXTS.patterns.grey).toBe('Grey');
  });

  it('summarises the patterns seen', () => {
    expect(deadPixelSummary(new Set())).toBeNull();
    expect(deadPixelSummary(new Set<PatternId>(['black', 'red']))).toBe(`2 of ${PATTERNS.length} patterns viewed`);
  });
});
