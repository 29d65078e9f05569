import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../tests/unit/arbitraries';
import { ToolError } from '../../../core/shared/tool-error';
import { convertTime, parseWallTime, planDay, resolveWall, TZ_DEFAULTS, zoneList } from '.';
import { wallMs, wallOfMs, type WallTime } from './wall-time';
import { offsetAt } from './zone-clock';

/** The zones the issue names (a 30-minute shift, +05:45, a skipped day), a negative DST (Dublin), and more. */
const ZONES = [
  'Europe/London',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Apia',
  'Europe/Dublin',
  'Pacific/Chatham',
];

/** More zones for the random instants. */
const MORE_ZONES = ['America/Sao_Paulo', 'Asia/Tehran', 'America/St_Johns', 'UTC', 'Asia/Tokyo', 'Europe/Paris'];

const python = (script: string, input: unknown): unknown => {
  const run = spawnSync('python3', ['-c', script], { input: JSON.stringify(input), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
};

/**
 * zoneinfo's transitions of each zone in its years (weekly steps, then bisection), and for each the wall times
 * around it (every 15 minutes from half an hour before to half an hour after, in both offsets, and the last second
 * before):
 * how many instants each names, by round trip of fold 0 and fold 1.
 */
const AROUND_TRANSITIONS = `
import json, sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo
utc = timezone.utc
def off(z, t): return datetime.fromtimestamp(t, utc).astimezone(z).utcoffset().total_seconds()
def instants(z, w):
    found = set()
    for fold in (0, 1):
        u = w.replace(tzinfo=z, fold=fold).astimezone(utc)
        if u.astimezone(z).replace(tzinfo=None) == w: found.add(int(u.timestamp()))
    return sorted(found)
out = []
for name, first, last in json.load(sys.stdin):
    z = ZoneInfo(name)
    t = int(datetime(first, 1, 1, tzinfo=utc).timestamp())
    end = int(datetime(last, 12, 31, tzinfo=utc).timestamp())
    while t < end:
        a, b = off(z, t), off(z, t + 7 * 86400)
        if a != b:
            lo, hi = t, t + 7 * 86400
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if off(z, mid) == a: lo = mid
                else: hi = mid
            walls = set()
            for o in (a, b):
                base = datetime.fromtimestamp(hi + o, utc).replace(tzinfo=None)
                walls.add(base - timedelta(seconds=1))
                for k in range(-2, 3): walls.add(base + timedelta(minutes=15 * k))
            for w in sorted(walls):
                out.append([name, [w.year, w.month, w.day, w.hour, w.minute, w.second], instants(z, w), hi])
        t += 7 * 86400
print(json.dumps(out))
`;

/** zoneinfo's offset in seconds of each [zone, instant in seconds]. */
const OFFSETS = `
import json, sys
from datetime import datetime, timezone
from zoneinfo import ZoneInfo
print(json.dumps([datetime.fromtimestamp(t, timezone.utc).astimezone(ZoneInfo(z)).utcoffset().total_seconds()
  for z, t in json.load(sys.stdin)]))
`;

const wallFrom = ([year, month, day, hour, minute, second]: number[]): WallTime => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
});

describe('time zones against Python zoneinfo', () => {
  it('names the same instants for wall times around every transition of 2008-2030 and the 1986 one of Kathmandu, gaps and repeats', () => {
    const years = ZONES.map((zone) => (zone === 'Asia/Kathmandu' ? [zone, 1985, 1987] : [zone, 2008, 2030]));
    const cases = python(AROUND_TRANSITIONS, years) as [string, number[], number[], number][];
    expect(cases.length).toBeGreaterThan(1000);
    const kinds = new Set<string>();
    for (const [zone, fields, instants, transition] of cases) {
      const found = resolveWall(zone, wallFrom(fields));
      kinds.add(found.kind);
      const label = `${zone} ${fields.join(',')}`;
      if (instants.length === 0) {
        expect(found.kind, label).toBe('gap');
        if (found.kind === 'gap') expect(found.transition.at, label).toBe(transition * 1000);
      } else if (instants.length === 1) {
        expect(found, label).toEqual({ kind: 'unique', instant: instants[0] * 1000 });
      } else {
        expect(found.kind, label).toBe('twice');
        if (found.kind === 'twice') {
          expect([found.earlier, found.later], label).toEqual(instants.map((t) => t * 1000));
          expect(found.transition.at, label).toBe(transition * 1000);
        }
      }
    }
    expect([...kinds].sort()).toEqual(['gap', 'twice', 'unique']);
  });

  it('gives the same offset at random instants from 1900 to 2100', () => {
    const pairs = fc.sample(
      fc.tuple(fc.constantFrom(...ZONES, ...MORE_ZONES), fc.integer({ min: -2_208_988_800, max: 4_102_444_800 })),
      { numRuns: 200, seed: 30 },
    );
    const offsets = python(OFFSETS, pairs) as number[];
    pairs.forEach(([zone, seconds], i) => {
      expect(offsetAt(zone, seconds * 1000), `${zone} ${seconds}`).toBe(offsets[i] * 1000);
    });
  });
});

describe('the conversion', () => {
  const faultOf = (text: string, options = TZ_DEFAULTS) => {
    try {
      convertTime(text, options);
    } catch (error) {
      return error instanceof ToolError ? [error.code.split('.')[1], error.params, error.at?.column] : error;
    }
    return 'no error';
  };

  it('names a skipped time, never shifting it', () => {
    expect(faultOf('2026-03-08 02:30', { ...TZ_DEFAULTS, from: 'America/New_York' })).toEqual([
      'gap',
      { time: '02:30', zone: 'America/New_York', date: '2026-03-08', from: '02:00', to: '03:00' },
      undefined,
    ]);
    expect(faultOf('2011-12-30 09:00', { ...TZ_DEFAULTS, from: 'Pacific/Apia' })).toEqual([
      'gap',
      expect.objectContaining({ from: '00:00', to: '2011-12-31 00:00' }),
      undefined,
    ]);
    expect(faultOf('2026-10-04 02:10', { ...TZ_DEFAULTS, from: 'Australia/Lord_Howe' })).toEqual([
      'gap',
      expect.objectContaining({ from: '02:00', to: '02:30' }),
      undefined,
    ]);
  });

  it('finds a repeated time both ways', () => {
    const conversion = convertTime('2026-11-01 01:30', { from: 'America/New_York', zones: 'UTC' });
    expect(conversion).toMatchObject({ kind: 'twice', time: '01:30', before: '02:00', after: '01:00' });
    if (conversion.kind !== 'twice') return;
    expect(conversion.earlier.iso).toBe('2026-11-01T05:30:00Z');
    expect(conversion.earlier.readings[0]).toMatchObject({ abbreviation: 'EDT', offsetMinutes: -240 });
    expect(conversion.later.iso).toBe('2026-11-01T06:30:00Z');
    expect(conversion.later.readings[0]).toMatchObject({ abbreviation: 'EST', offsetMinutes: -300 });
  });

  it('refuses bad dates, times and zones with where they are wrong', () => {
    expect(faultOf('2026-02-29 10:00')).toEqual(['noDay', { date: '2026-02-29' }, 9]);
    expect(faultOf('2026-13-01')).toEqual(['badPart', { part: 'month', value: '13', low: 1, high: 12 }, 6]);
    expect(faultOf('2026-01-01 10:61')).toEqual(['badPart', { part: 'minute', value: '61', low: 0, high: 59 }, 15]);
    expect(faultOf('tomorrow')).toEqual(['badTime', {}, 1]);
    expect(faultOf('2026-01-01', { from: 'Mars/Olympus', zones: 'UTC' })).toEqual([
      'badZone',
      { zone: 'Mars/Olympus' },
      undefined,
    ]);
    expect(faultOf('2026-01-01', { from: 'UTC', zones: ' , ' })).toEqual(['noZones', {}, undefined]);
  });

  it('reads zone names in any case, without repeats', () => {
    expect(zoneList('europe/london, UTC,Europe/London')).toEqual(['Europe/London', 'UTC']);
    // A link some browsers list under its old name: kept as typed with capitals, else as the browser names it.
    expect(zoneList('Asia/Kolkata')).toEqual(['Asia/Kolkata']);
    expect(zoneList('asia/kolkata')[0]).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
  });

  it('never escapes its own error on random text and zones', () => {
    fc.assert(
      fc.property(anyText(), anyText(), (text, zones) => {
        try {
          convertTime(text, { from: 'UTC', zones });
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('the day planner', () => {
  it('has 23 hours on the spring-forward day, 25 on the fall-back day, none on a skipped day', () => {
    expect(planDay(parseWallTime('2026-03-08'), ['America/New_York']).rows).toHaveLength(23);
    expect(planDay(parseWallTime('2026-11-01'), ['America/New_York']).rows).toHaveLength(25);
    expect(planDay(parseWallTime('2011-12-30'), ['Pacific/Apia']).rows).toHaveLength(0);
  });

  it('marks working hours in each zone, on weekdays only', () => {
    const plan = planDay(parseWallTime('2026-01-16'), ['Europe/London', 'Asia/Kathmandu', 'America/New_York']);
    const at9 = plan.rows[9].cells;
    expect(at9.map((cell) => [cell.time, cell.dayShift, cell.working])).toEqual([
      ['09:00', 0, true],
      ['14:45', 0, true],
      ['04:00', 0, false],
    ]);
    // Friday 20:00 in London is Saturday 01:45 in Kathmandu.
    expect(plan.rows[20].cells[1]).toEqual({ time: '01:45', dayShift: 1, working: false });
  });
});

it('reads wall times back from their milliseconds', () => {
  fc.assert(
    fc.property(fc.integer({ min: -62_000_000_000_000, max: 253_000_000_000_000 }), (ms) => {
      const whole = Math.floor(ms / 1000) * 1000;
      expect(wallMs(wallOfMs(whole))).toBe(whole);
    }),
    { numRuns: 100 },
  );
});
