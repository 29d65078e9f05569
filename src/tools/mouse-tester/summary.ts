import { BUTTONS, WHEEL_DIRECTIONS, chatterGaps, type MouseStats } from './core';
import { MOUSE_TEXTS } from './words';

/** The line the Device Check-up reports for this test, or null before anything was pressed, turned or moved. */
export function summaryOf(stats: MouseStats, hz: number | null, threshold: number): string | null {
  const buttons = BUTTONS.filter((b) => stats.presses[b] > 0).length;
  const directions = WHEEL_DIRECTIONS.filter((d) => stats.wheel[d] > 0).length;
  if (buttons === 0 && directions === 0 && hz === null) return null;
  return MOUSE_TEXTS.summary(buttons, directions, hz, chatterGaps(stats, threshold).length);
}
