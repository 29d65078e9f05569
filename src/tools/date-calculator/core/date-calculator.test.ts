import { alignedText, type Structured } from '../../../core/shared/structured';
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../tests/unit/arbitraries';
import { ToolError } from '../../../core/shared/tool-error';
import {
  addDuration,
  addMonths,
  businessDays,
  calendarDifference,
  DATE_ACTIONS,
  DATE_DEFAULTS,
  dateOfDay,
  dayNumber,
  dayOfYear,
  durationText,
  isoWeek,
  isoWeekday,
  parseDuration,
  type CivilDate,
  type DateCalcOptions,
} from '.';

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

  const run = (action: string, text: string, options: Partial<DateCalcOptions> = {}) =>
    DATE_ACTIONS[action](text, { ...DATE_DEFAULTS, ...options });

  it('names a clamped month end', () => {
    expect(run('add', '2024-01-31', { duration: 'P1M' })).toBe(
      "2024-02-29 (Thursday)\n\nNote: 2024-01-31 + 1 month is 2024-02-29, the month's last day: February has no day 31.\n",
    );
    expect(run('add', '2023-02-28', { duration: 'P1Y', direction: 'subtract' })).toBe('2022-02-28 (Monday)\n');
    expect(alignedText(run('difference', '2024-01-31', { end: '2024-03-01' }) as Structured)).toContain(
      'Calendar:      1 month and 1 day\nTotal:         30 days\nIn weeks:      4 weeks and 2 days\nIn hours:      720 hours\nBusiness days: 22\n\nBusiness days: Monday to Friday, the earlier date counted, the later not.\n\nNote: 2024-01-31 + 1 month is 2024-02-29',
    );
  });

  it('reads durations into words', () => {
    expect(durationText('P1Y2M3DT4H')).toBe('1 year, 2 months, 3 days and 4 hours\n');
    expect(durationText('PT1M30.5S')).toBe('1 minute and 30.5 seconds\n');
    expect(durationText('-P2W')).toBe('minus 2 weeks\n');
    expect(durationText('P0D')).toBe('0 days\n');
  });

  it('names the column of a fault in a duration', () => {
    const fault = (text: string) => {
      try {
        parseDuration(text);
      } catch (error) {
        if (error instanceof ToolError) return [error.description, error.at?.column];
      }
      return 'no error';
    };
    expect(fault('1Y')).toEqual(["A duration starts with 'P' (for period), e.g. P1Y2M3DT4H.", 1]);
    expect(fault('P')).toEqual(["A duration needs at least one number and unit after 'P', e.g. P3D.", 2]);
    expect(fault('P1H')).toEqual(["Expected a unit (Y, M, W, D) after the number, found 'H'.", 3]);
    expect(fault('P1D2Y')).toEqual(['Y is out of order or repeated: the order is Y, M, W, D.', 5]);
    expect(fault('P1DT')).toEqual(["'T' must be followed by hours, minutes or seconds, e.g. PT4H.", 4]);
    expect(fault('PT4')).toEqual(['Expected a unit (H, M, S) after the number, found the end of the text.', 4]);
    expect(fault('P1.5Y2M')).toEqual(['Only the last number of a duration may have a fraction.', 2]);
    expect(fault('P1Yx')).toEqual(["Expected a number here, found 'x'.", 4]);
  });

  it('refuses dates that are not, with the part named', () => {
    expect(() => run('week', '2023-02-29')).toThrow('The date 2023-02-29 is not a day of the calendar.');
    expect(() => run('difference', '2024-01-01', { end: '2024-13-01' })).toThrow(
      'In the end date, the month 13 is not from 01 to 12.',
    );
    expect(() => run('add', '9999-12-31', { duration: 'P1D' })).toThrow('outside the years 1 to 9999');
    expect(() => run('add', '2024-01-01', { duration: 'P1DT4H' })).toThrow('A date has no time of day');
  });

  it('never escapes its own error on random text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('difference', 'add', 'week', 'duration'),
        anyText(),
        anyText(),
        (action, text, other) => {
          for (const options of [
            { end: other, duration: other },
            { end: '2024-01-01', duration: `P${other}` },
          ]) {
            try {
              run(action, text, options);
            } catch (error) {
              expect(error).toBeInstanceOf(ToolError);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
