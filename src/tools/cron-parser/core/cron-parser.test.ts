import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { ToolError } from '../../../core/shared/tool-error';
import { parseCron } from '.';
import { fault } from './faults';

/**
 * The oracle: every UTC minute from `start` (exclusive) to `end`, turned into local time with zoneinfo, kept when
 * its local minute, hour, day, month and weekday match the five fields (a star, steps, ranges, lists). One spawn.
 */
const ORACLE = `
import json, sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo
def values(field, low, high):
    out = set()
    for item in field.split(','):
        part, _, step = item.partition('/')
        a, b = (low, high) if part == '*' else (tuple(int(x) for x in part.split('-')) if '-' in part else (int(part), high if step else int(part)))
        out.update(range(a, b + 1, int(step or 1)))
    return out
def runs(case):
    mi, ho, dom, mon, dow = case['fields'].split()
    sets = [values(mi, 0, 59), values(ho, 0, 23), values(dom, 1, 31), values(mon, 1, 12), {d % 7 for d in values(dow, 0, 7)}]
    zone = ZoneInfo(case['zone'])
    t = datetime.fromisoformat(case['start']) + timedelta(minutes=1)
    end = datetime.fromisoformat(case['end'])
    found = []
    while t <= end:
        l = t.astimezone(zone)
        if l.minute in sets[0] and l.hour in sets[1] and l.day in sets[2] and l.month in sets[3] and (l.isoweekday() % 7) in sets[4]:
            found.append(t.strftime('%Y-%m-%dT%H:%M:%S.000Z'))
        t += timedelta(minutes=1)
    return found
print(json.dumps([runs(case) for case in json.load(sys.stdin)]))
`;

interface Case {
  fields: string;
  zone: string;
  start: string;
}

/** Expressions across the clock changes of several zones (a 30-minute one, +05:45, Apia's skipped day). */
const CASES: Case[] = [
  { fields: '30 1 * * *', zone: 'Europe/London', start: '2026-03-27T00:00:00+00:00' },
  { fields: '30 1 * * *', zone: 'Europe/London', start: '2026-10-23T00:00:00+00:00' },
  { fields: '*/20 1-2 * * *', zone: 'America/New_York', start: '2026-03-08T00:00:00+00:00' },
  { fields: '*/20 1 * * *', zone: 'America/New_York', start: '2026-11-01T00:00:00+00:00' },
  { fields: '0,30 2 * * *', zone: 'Australia/Lord_Howe', start: '2026-10-02T12:00:00+00:00' },
  { fields: '0,30 1 * * *', zone: 'Australia/Lord_Howe', start: '2026-04-03T12:00:00+00:00' },
  { fields: '45 5 * * 1-5', zone: 'Asia/Kathmandu', start: '2026-01-01T00:00:00+00:00' },
  { fields: '0 12 * * *', zone: 'Pacific/Apia', start: '2011-12-27T00:00:00+00:00' },
];

const options = (zone: string, start: string) => ({ timeZone: zone, from: new Date(start).toISOString() });

describe('next runs against Python zoneinfo, across clock changes', () => {
  const reports = CASES.map(({ fields, zone, start }) => parseCron(fields, options(zone, start)));
  const ends = reports.map((report) => report.next.at(-1)!.toISOString());
  const oracle = JSON.parse(
    execFileSync('python3', ['-c', ORACLE], {
      input: JSON.stringify(CASES.map((one, i) => ({ ...one, end: ends[i] }))),
      encoding: 'utf8',
    }),
  ) as string[][];

  it.each(CASES.map((one, i) => [`${one.fields} in ${one.zone}`, i] as const))('%s', (_name, i) => {
    const report = reports[i];
    const ours = report.next.map((run) => run.toISOString());
    const noted = (run: string, kind: string) =>
      report.runs[ours.indexOf(run)].note?.kind === kind ||
      expect.fail(`${run} is not named: ${JSON.stringify(report.runs)}`);
    // A run the oracle lacks is a time that did not exist, run at the change, and named so.
    for (const run of ours.filter((one) => !oracle[i].includes(one))) noted(run, 'skipped');
    // A run of the oracle's we lack is the second of a time that happened twice, whose first we ran and named.
    for (const run of oracle[i].filter((one) => !ours.includes(one))) {
      const first = ours.find((one) => Math.abs(Date.parse(one) - Date.parse(run)) <= 3_600_000);
      expect(first, `${run} has no first time`).toBeDefined();
      noted(first!, 'twice');
    }
    expect(ours.filter((one) => oracle[i].includes(one)).length).toBeGreaterThanOrEqual(ours.length - 1);
  });
});

describe('cron parser', () => {
  const UTC = options('UTC', '2026-01-01T00:00:00Z');

  it('explains 5, 6 and 7 fields and macros, with Quartz’s ?, L, W and #', () => {
    expect(parseCron('*/5 * * * *', UTC).description).toBe('Every 5 minutes');
    expect(parseCron('@hourly', UTC).description).toBe('Every hour');
    expect(parseCron('30 0 9 * * 1-5', UTC).next[0].toISOString()).toBe('2026-01-01T09:00:30.000Z');
    const quartz = parseCron('0 0 12 ? * MON#2 *', UTC);
    expect(quartz.description).toBe('At 12:00, on the second Monday of the month');
    expect(quartz.next[0].toISOString()).toBe('2026-01-12T12:00:00.000Z');
    // Quartz numbers Sunday 1: 2 is Monday.
    expect(parseCron('0 0 8 ? * 2 *', UTC).next[0].toISOString()).toBe('2026-01-05T08:00:00.000Z');
    expect(parseCron('0 0 0 L * ? *', UTC).next[0].toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(parseCron('0 0 0 15W * ? *', UTC).next[0].toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(parseCron('0 0 * * *', UTC).previous?.toISOString()).toBe('2025-12-31T00:00:00.000Z');
  });

  it('names the wrong field and its column', () => {
    const range = (low: number, high: number) => ({ kind: 'outOfRange', low, high });
    const cases: [string, object, number][] = [
      ['61 * * * *', { field: 'minute', value: '61', why: range(0, 59) }, 1],
      ['0 24 * * *', { field: 'hour', value: '24', why: range(0, 23) }, 3],
      ['0 0 32 * *', { field: 'dayOfMonth', value: '32', why: range(1, 31) }, 5],
      ['0 0 * 13 *', { field: 'month', value: '13', why: range(1, 12) }, 7],
      ['0 0 * * FOO', { field: 'dayOfWeek', value: 'FOO', why: { kind: 'badSyntax' } }, 9],
      ['0 L * * *', { field: 'hour', value: 'L', why: { kind: 'onlyHere' } }, 3],
      ['0 0 0 * * 0 *', { field: 'dayOfWeek', value: '0', why: range(1, 7) }, 11],
    ];
    for (const [text, params, column] of cases) {
      const error = toolErrorOf(() => parseCron(text, UTC));
      expect(fault.is(error, 'badField'), text).toBe(true);
      expect(error.params, text).toEqual(params);
      expect(error.at, text).toEqual({ line: 1, column });
    }
    const faultOf = (text: string, timeZone = 'UTC', from = UTC.from) =>
      toolErrorOf(() => parseCron(text, { timeZone, from }));
    expect(faultOf('* * *').params).toEqual({ count: 3 });
    expect(fault.is(faultOf('@reboot'), 'reboot')).toBe(true);
    expect(faultOf('* * * * *', 'Mars/Olympus').params).toEqual({ zone: 'Mars/Olympus' });
    expect(fault.is(faultOf('* * * * *', 'UTC', 'soon'), 'from')).toBe(true);
  });

  it('refuses a start outside the years it lists runs from, naming them; lists runs from any start inside', () => {
    for (const [from, year] of [
      ['+275760-09-13T00:00Z', 275760],
      ['+275760-01-01T00:00Z', 275760],
      ['+010000-01-01T00:00Z', 10000],
      ['0999-12-31T23:59Z', 999],
      ['0001-01-01T00:00Z', 1],
      ['-000001-01-01T00:00Z', -1],
    ] as const) {
      const error = toolErrorOf(() => parseCron('*/5 * * * *', { timeZone: 'UTC', from }));
      expect(error.params, from).toEqual({ first: 1000, last: 9999, year });
    }
    const zones = fc.constantFrom('UTC', 'Pacific/Kiritimati', 'Pacific/Niue', 'Europe/London', 'America/St_Johns');
    const starts = fc.date({
      min: new Date('1000-01-01T00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    const expressions = fc.constantFrom('*/5 * * * *', '0 0 29 2 *', '0 0 0 ? * 6L *', '0 30 2 * * ? 1999-2030');
    fc.assert(
      fc.property(expressions, zones, starts, (text, timeZone, start) => {
        expect(parseCron(text, { timeZone, from: start.toISOString() }).next.length).toBeLessThanOrEqual(10);
      }),
      { numRuns: 25 },
    );
    for (const from of ['1000-01-01T00:00Z', '9999-12-31T23:59:59Z'])
      for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Niue'])
        expect(() => parseCron('0 0 * * * ? *', { timeZone, from })).not.toThrow();
  });

  it('never throws anything but its own error on random text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d*/,\-? LW#A-Z@]{0,30}$/), (text) => {
        try {
          parseCron(text, UTC);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 150 },
    );
  });
});
