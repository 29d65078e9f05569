import type { KeyboardStats } from './core';
import { KEYBOARD_TEXTS } from './words';

/** The line the Device Check-up reports for this test, or null before any key was pressed. */
export function summaryOf(stats: KeyboardStats): string | null {
  if (stats.tested.size === 0) return null;
  return KEYBOARD_TEXTS.summary(stats.tested.size, stats.rollover, Object.keys(stats.chatter).length);
}
