/**
 * A wall time in a zone to the instants it names, on top of Intl: the candidate offsets are the zone's offsets a
 * day before and a day after (no zone has moved its clocks by more than a day), and a candidate is kept when the
 * zone has that offset at the instant it gives. None: the time was skipped (spring forward, Apia's lost day); two:
 * it happened twice (fall back). Where it is either, the transition is found by bisection, to the second.
 */
import { DAY_MS, wallMs, wallOfMs, type WallTime } from './wall-time';
import { offsetAt } from './zone-clock';

/** A zone's change of offset: the instant, and the wall times just before (as the old clock reads) and at it. */
export interface Transition {
  at: number;
  from: WallTime;
  to: WallTime;
}

export type Resolution =
  | { kind: 'unique'; instant: number }
  | { kind: 'gap'; transition: Transition }
  | { kind: 'twice'; earlier: number; later: number; transition: Transition };

/** The first instant in (low, high] whose offset differs from the offset at low (it must differ at high). */
function bisect(zone: string, low: number, high: number): number {
  const before = offsetAt(zone, low);
  let lo = low;
  let hi = high;
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (offsetAt(zone, mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

function transitionBetween(zone: string, low: number, high: number): Transition {
  const at = bisect(zone, low, high);
  const old = offsetAt(zone, at - 1000);
  return { at, from: wallOfMs(at + old), to: wallOfMs(at + offsetAt(zone, at)) };
}

/** The instants (milliseconds since the epoch) at which `zone`'s clocks read `wall`. */
export function resolveWall(zone: string, wall: WallTime): Resolution {
  const ms = wallMs(wall);
  const offsets = new Set([offsetAt(zone, ms - DAY_MS), offsetAt(zone, ms), offsetAt(zone, ms + DAY_MS)]);
  const instants = [...offsets]
    .map((offset) => ms - offset)
    .filter((instant) => offsetAt(zone, instant) === ms - instant)
    .sort((a, b) => a - b);
  if (instants.length === 1) return { kind: 'unique', instant: instants[0] };
  if (instants.length >= 2) {
    const earlier = instants[0];
    const later = instants[instants.length - 1];
    return { kind: 'twice', earlier, later, transition: transitionBetween(zone, earlier, later) };
  }
  // Skipped: just before the transition the old offset put the clock past `wall`'s start, just after it past its end.
  const before = offsetAt(zone, ms - DAY_MS);
  const after = offsetAt(zone, ms + DAY_MS);
  return { kind: 'gap', transition: transitionBetween(zone, ms - after, ms - before) };
}
