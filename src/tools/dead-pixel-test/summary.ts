import { PATTERNS, type PatternId } from './core';
import { DEAD_PIXEL_TEXTS } from './words';

/** The check-up's line: how many of the patterns the visitor has looked at, or null before the first. */
export function deadPixelSummary(seen: ReadonlySet<PatternId>): string | null {
  return seen.size === 0 ? null : DEAD_PIXEL_TEXTS.summary(seen.size, PATTERNS.length);
}
