/**
 * The update rate: how often the pad's `timestamp` changes, in Hz. The view can only look once per display
 * frame, so a pad faster than the display reads as the display's rate (README, limits).
 */

/** How far back the rate looks. */
export const RATE_WINDOW_MS = 1000;

/** Keeps the distinct timestamps of the last RATE_WINDOW_MS (in place): a repeated or older one is ignored. */
export function pushStamp(stamps: number[], stamp: number): number[] {
  if (!Number.isFinite(stamp)) return stamps;
  const last = stamps.at(-1);
  if (last !== undefined && stamp <= last) return stamps;
  stamps.push(stamp);
  const oldest = stamp - RATE_WINDOW_MS;
  let drop = 0;
  while (drop < stamps.length && stamps[drop] < oldest) drop++;
  stamps.splice(0, drop);
  return stamps;
}

/** Changes per second over the stamps' span, rounded; null with fewer than three stamps (two intervals). */
export function updateRateHz(stamps: readonly number[]): number | null {
  if (stamps.length < 3) return null;
  const span = stamps[stamps.length - 1] - stamps[0];
  if (!(span > 0)) return null;
  return Math.round(((stamps.length - 1) * 1000) / span);
}
