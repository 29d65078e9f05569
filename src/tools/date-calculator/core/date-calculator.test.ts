import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import {
  addDuration,
  addMonths,
  businessDays,
  calendarDifference,
  addToDate,
  DATE_DEFAULTS,
  dateOfDay,
  dayNumber,
  dayOfYear,
  parseDate,
  isoWeek,
  isoWeekday,
  parseDuration,
  type CivilDate,
} from '.';
import { fault } from './faults';

/** Days from 0001-01-01 to 9999-12-31 as day numbers. */
const FIRST = dayNumber({ year: 1, month: 1, day: 1 });
const LAST = dayNumber({ year: 9999, month: 12, day: 31 });
const anyDate = fc.integer({ min: FIRST, max: LAST }).map(dateOfDay);

/**
 * Python's `datetime.date` for each case [a, b, months]: the days from a to b, a's ISO calendar and day of the year,
 * the weekdays from the earlier to the later (the earlier counted) when they are less than 4,000 days apart, and a
 * plus `months` months with the day clamped to the month's length (calendar.monthrange), or null out of range.
 */
const ORACLE = `
import calendar, json, sys
from datetime import date, timedelta
out = []
for a, b, months in json.load(sys.stdin):
    a, b = date(*a), date(*b)
    lo, hi = min(a, b), max(a, b)
    n = (hi - lo).days
    business = sum(1 for i in range(n) if (lo + timedelta(i)).weekday() < 5) if n < 4000 else None
    index = a.year * 12 + a.month - 1 + months
    y, m = divmod(index, 12)
    stepped = None
    if 1 <= y <= 9999:
        d = date(y, m + 1, min(a.day, calendar.monthrange(y, m + 1)[1]))
        stepped = [d.year, d.month, d.day]
    out.append([(b - a).days, list(a.isocalendar()), a.timetuple().tm_yday, business, stepped])
print(json.dumps(out))
`;

const fields = ({ year, month, day }: CivilDate) => [year, month, day];

describe('the calendar against Python datetime', () => {
  it('counts days, ISO weeks, days of the year, business days and month steps as Python does', () => {
    const near = fc.tuple(anyDate, fc.integer({ min: -3999, max: 3999 })).map(([a, offset]) => {
      const day = Math.min(LAST, Math.max(FIRST, dayNumber(a) + offset));
      return [a, dateOfDay(day)] as const;
    });
    const cases = fc.sample(
      fc.tuple(fc.oneof(near, fc.tuple(anyDate, anyDate)), fc.integer({ min: -1300, max: 1300 })),
      {
        numRuns: 300,
        seed: 30,
      },
    );
    const edges: [CivilDate, CivilDate][] = [
      [
        { year: 2021, month: 1, day: 3 },
        { year: 2020, month: 12, day: 28 },
      ],
      [
        { year: 2024, month: 12, day: 30 },
        { year: 2024, month: 2, day: 29 },
      ],
      [
        { year: 1, month: 1, day: 1 },
        { year: 9999, month: 12, day: 31 },
      ],
    ];
    const all = [
      ...cases.map(([[a, b], months]) => [a, b, months] as const),
      ...edges.map(([a, b]) => [a, b, 1] as const),
    ];
    const run = spawnSync('python3', ['-c', ORACLE], {
      input: JSON.stringify(all.map(([a, b, months]) => [fields(a), fields(b), months])),
      encoding: 'utf8',
    });
    const expected = JSON.parse(run.stdout) as [number, number[], number, number | null, number[] | null][];
    all.forEach(([a, b, months], i) => {
      const [days, iso, yday, business, stepped] = expected[i];
      const label = `${fields(a).join('-')} ${fields(b).join('-')} ${months}`;
      expect(dayNumber(b) - dayNumber(a), label).toBe(days);
      const { weekYear, week } = isoWeek(a);
      expect([weekYear, week, isoWeekday(a)], label).toEqual(iso);
      expect(dayOfYear(a), label).toBe(yday);
      if (business !== null) expect(Math.abs(businessDays(a, b)), label).toBe(business);
      if (stepped !== null) expect(fields(addMonths(a, months).date), label).toEqual(stepped);
    });
  });
});

describe('differences and durations', () => {
  it('comes back to the end date: the start plus (or minus) the difference', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        const diff = calendarDifference(a, b);
        const duration = parseDuration(`P${diff.years}Y${diff.months}M${diff.days}D`);
        expect(addDuration(a, duration, diff.sign < 0).date).toEqual(b);
      }),
      { numRuns: 200 },
    );
  });

  it('gives back a duration added to a date, where no month end was clamped', () => {
    const clear = fc.record({
      year: fc.integer({ min: 1, max: 9000 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(clear, fc.nat(50), fc.nat(11), fc.nat(27), (a, years, months, days) => {
        const { date } = addDuration(a, parseDuration(`P${years}Y${months}M${days}D`), false);
        expect(calendarDifference(a, date)).toEqual({ sign: 1, years, months, days, clamped: false });
      }),
      { numRuns: 200 },
    );
  });

  it('names the column and the kind of a fault in a duration', () => {
    const faultOf = (text: string) => {
      try {
        parseDuration(text);
      } catch (error) {
        if (fault.is(error as ToolError))
          return [(error as ToolError).code, (error as ToolError).params, (error as ToolError).at?.column];
      }
      return 'no error';
    };
    const code = (key: string) => `date-calculator.${key}`;
    expect(faultOf('1Y')).toEqual([code('durationStart'), {}, 1]);
    expect(faultOf('P1H')).toEqual([code('durationUnit'), { found: 'H', units: ['Y', 'M', 'W', 'D'] }, 3]);
    expect(faultOf('PT4')).toEqual([code('durationUnit'), { found: null, units: ['H', 'M', 'S'] }, 4]);
    expect(faultOf('P1D2Y')).toEqual([code('durationOrder'), { unit: 'Y', units: ['Y', 'M', 'W', 'D'] }, 5]);
    expect(faultOf('P1.5Y2M')).toEqual([code('durationFraction'), {}, 2]);
  });

  it('refuses dates that are not, with the part named', () => {
    const faultOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as ToolError).params;
      }
    };
    expect(faultOf(() => parseDate('2023-02-29', 'date'))).toEqual({ what: 'date', date: '2023-02-29' });
    expect(faultOf(() => parseDate('2024-13-01', 'end', 'end'))).toEqual({ what: 'end', part: 'month', value: '13' });
    expect(faultOf(() => addToDate('9999-12-31', { ...DATE_DEFAULTS, duration: 'P1D' }))).toEqual({
      date: '10000-01-01',
    });
  });
});
