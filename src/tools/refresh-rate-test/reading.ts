/** A refresh measurement as people read it: the rate, and the check-up's line. */
import type { RefreshMeasurement } from './core';
import { REFRESH_RATE_TEXTS } from './words';

/** "60 Hz", or "59.3 Hz (measured…)" when the rate is none of the common ones. */
export function formatRate(m: RefreshMeasurement): string {
  return m.snappedHz !== null
    ? REFRESH_RATE_TEXTS.hz(String(m.snappedHz))
    : REFRESH_RATE_TEXTS.measuredHz(m.measuredHz.toFixed(1));
}

/** The check-up's line: "60 Hz, 0 dropped frames", or null before a measurement. */
export function refreshSummary(m: RefreshMeasurement | null): string | null {
  if (!m) return null;
  const rate =
    m.snappedHz !== null ? REFRESH_RATE_TEXTS.hz(String(m.snappedHz)) : REFRESH_RATE_TEXTS.hz(m.measuredHz.toFixed(1));
  return REFRESH_RATE_TEXTS.summary(rate, m.dropped);
}
