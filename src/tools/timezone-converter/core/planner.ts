/**
 * The day planner: the hours of one day in the first zone, each read in every chosen zone, with working hours
 * marked. The day runs from its first instant to the next day's (23 or 25 hours across a DST change, none for a
 * day the zone skipped, as Apia's 2011-12-30).
 */
import { resolveWall } from './resolve';
import { DAY_MS, HOUR_MS, formatClock, wallMs, type WallTime } from './wall-time';
import { wallAt } from './zone-clock';

/** Working hours: from 09:00 to 17:00, Monday to Friday, in each zone's own time. */
export const WORK_START_HOUR = 9;
export const WORK_END_HOUR = 17;

export interface PlannerCell {
  /** '14:45'. */
  time: string;
  /** The zone's day against the planned one: -1 the day before, 1 the day after. */
  dayShift: number;
  working: boolean;
}

export interface DayPlan {
  zones: readonly string[];
  rows: readonly { instant: number; cells: readonly PlannerCell[] }[];
}

/** The first instant of a day in the zone (a midnight the zone skipped starts the day at its transition). */
function startOfDay(zone: string, day: WallTime): number {
  const found = resolveWall(zone, { ...day, hour: 0, minute: 0, second: 0 });
  if (found.kind === 'unique') return found.instant;
  return found.kind === 'twice' ? found.earlier : found.transition.at;
}

function cellAt(zone: string, instant: number, dayMs: number): PlannerCell {
  const wall = wallAt(zone, instant);
  const midnight = wallMs({ ...wall, hour: 0, minute: 0, second: 0 });
  const weekday = new Date(midnight).getUTCDay();
  const minutes = wall.hour * 60 + wall.minute;
  return {
    time: formatClock({ ...wall, second: 0 }),
    dayShift: Math.round((midnight - dayMs) / DAY_MS),
    working: weekday >= 1 && weekday <= 5 && minutes >= WORK_START_HOUR * 60 && minutes < WORK_END_HOUR * 60,
  };
}

/** The planner of `day` in `zones[0]`'s time, each hour read in every zone. */
export function planDay(day: WallTime, zones: readonly string[]): DayPlan {
  const first = zones[0];
  const dayMs = wallMs({ ...day, hour: 0, minute: 0, second: 0 });
  const start = startOfDay(first, day);
  const next = new Date(dayMs + DAY_MS);
  const end = startOfDay(first, {
    ...day,
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
  });
  const rows = [];
  for (let instant = start; instant < end; instant += HOUR_MS)
    rows.push({ instant, cells: zones.map((zone) => cellAt(zone, instant, dayMs)) });
  return { zones, rows };
}
