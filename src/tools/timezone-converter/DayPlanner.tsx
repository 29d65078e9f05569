import { Fragment, useMemo } from 'react';
import {
  MAX_ZONES,
  parseWallTime,
  planDay,
  WORK_END_HOUR,
  WORK_START_HOUR,
  zoneNamed,
  type DayPlan,
  type TimezoneOptions,
} from './core';
import { formatDate } from './core/wall-time';
import { TZ_VIEW } from './words';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The plan of the typed date's day, or why there is none. */
function planOf(text: string | null, options: TimezoneOptions): { plan: DayPlan; date: string } | string {
  let date;
  try {
    date = parseWallTime(text ?? '');
  } catch {
    return TZ_VIEW.plannerEmpty;
  }
  const from = zoneNamed(options.from);
  if (from === undefined) return TZ_VIEW.plannerEmpty;
  const others = options.zones
    .split(/[,\n]/)
    .map(zoneNamed)
    .filter((zone): zone is string => zone !== undefined && zone !== from);
  // As many zones as a conversion shows: more would take the page past a frame (planDay: ~0.45 ms a zone).
  const plan = planDay(date, [from, ...new Set(others)].slice(0, MAX_ZONES + 1));
  if (plan.rows.length === 0) return TZ_VIEW.plannerSkipped(formatDate(date), from);
  return { plan, date: formatDate(date) };
}

/** The day planner: the typed date's hours in its zone (rows), read in each zone (columns), working hours shaded. */
export function DayPlanner({ text, options }: { text: string | null; options: TimezoneOptions }) {
  const found = useMemo(() => planOf(text, options), [text, options]);
  if (typeof found === 'string') return <p className="py-6 text-sm text-slate-600 dark:text-slate-300">{found}</p>;
  const { plan, date } = found;
  return (
    <div className="flex flex-col gap-2">
      {/* Fixed columns that wrap, never a scrolling box: every zone fits the panel's width. */}
      <table className="w-full table-fixed border-collapse text-sm tabular-nums" data-testid="day-planner">
        <caption className="sr-only">{TZ_VIEW.plannerCaption(date, plan.zones[0])}</caption>
        <thead>
          <tr>
            {plan.zones.map((zone) => (
              <th key={zone} scope="col" className="px-2 py-1 text-left font-semibold [overflow-wrap:anywhere]">
                {/* A long name breaks after its slash (America/ New_York) before it breaks anywhere. */}
                {zone.split('/').map((part, i) => (
                  <Fragment key={i}>
                    {i > 0 && '/'}
                    {i > 0 && <wbr />}
                    {part}
                  </Fragment>
                ))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plan.rows.map((row) => (
            <tr key={row.instant} className="border-t border-slate-200 dark:border-slate-700">
              {row.cells.map((cell, i) => (
                <td
                  key={plan.zones[i]}
                  className={`px-2 py-0.5 ${cell.working ? 'bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50' : ''}`}
                >
                  {cell.time}
                  {cell.dayShift !== 0 && (
                    <span className="ml-1 text-xs">{cell.dayShift < 0 ? TZ_VIEW.dayBefore : TZ_VIEW.dayAfter}</span>
                  )}
                  {cell.working && <span className="sr-only">, {TZ_VIEW.working}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {TZ_VIEW.legend(hour(WORK_START_HOUR), hour(WORK_END_HOUR))}
      </p>
    </div>
  );
}
