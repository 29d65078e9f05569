/** Touch points and the check-up's line as people read them. */
import { coveragePercent, type Grid, type TouchPoint } from './core';
import { TOUCHSCREEN_TEXTS } from './words';

/** A touch's size as shown: its radii in CSS pixels, to one decimal. */
export function describeSize(point: Pick<TouchPoint, 'radiusX' | 'radiusY'>): string {
  const r = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0).toFixed(1);
  return TOUCHSCREEN_TEXTS.pointSize(r(point.radiusX), r(point.radiusY));
}

/** A touch's pressure as shown, two decimals, or "not reported" for 0 (devices without pressure send 0). */
export function describePressure(force: number): string {
  if (!(force > 0) || !Number.isFinite(force)) return TOUCHSCREEN_TEXTS.pressureUnknown;
  return TOUCHSCREEN_TEXTS.pointPressure(Math.min(1, force).toFixed(2));
}

/** The check-up's line, or null before the first touch. */
export function touchSummary(
  most: number,
  reported: number | null,
  grid: Pick<Grid, 'count' | 'columns' | 'rows'>,
): string | null {
  if (most === 0 && grid.count === 0) return null;
  return TOUCHSCREEN_TEXTS.summary(most, reported, coveragePercent(grid));
}
