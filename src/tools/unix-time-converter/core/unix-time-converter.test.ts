import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../tests/unit/arbitraries';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import {
  formatLocal,
  formatRelative,
  formatUtc,
  humanToTimestamp,
  parseHumanDate,
  parseTimestamp,
  timestampToHuman,
  unixSeconds,
} from '.';
import { fault } from './faults';

const expectFault = (run: () => unknown, key: Parameters<typeof fault.is>[1]) =>
  expect(fault.is(toolErrorOf(run), key)).toBe(true);

const NOW = Date.UTC(2024, 0, 15, 12, 0, 0);

describe('unix time converter', () => {
  it('formats known timestamps in UTC as YYYY-MM-DD HH:MM:SS', () => {
    expect(formatUtc(0)).toBe('1970-01-01 00:00:00');
    expect(formatUtc(1_000_000_000_000)).toBe('2001-09-09 01:46:40');
    expect(formatUtc(1_234_567_890_000)).toBe('2009-02-13 23:31:30');
    expect(formatUtc(2_147_483_647_000)).toBe('2038-01-19 03:14:07');
    expect(formatUtc(-86_400_000)).toBe('1969-12-31 00:00:00');
    expect(formatUtc(8.64e15)).toBe('+275760-09-13 00:00:00');
  });

  it('detects seconds and milliseconds', () => {
    expect(parseTimestamp('1700000000')).toEqual({ ms: 1_700_000_000_000, unit: 'seconds' });
    expect(parseTimestamp('1700000000123')).toEqual({ ms: 1_700_000_000_123, unit: 'milliseconds' });
    expect(parseTimestamp(' -86400 ')).toEqual({ ms: -86_400_000, unit: 'seconds' });
    expect(parseTimestamp('1700000000.5')).toEqual({ ms: 1_700_000_000_500, unit: 'seconds' });
    expect(parseTimestamp('1700000000123', 'seconds')).toEqual({ ms: 1_700_000_000_123_000, unit: 'seconds' });
    expect(parseTimestamp('1000', 'milliseconds')).toEqual({ ms: 1000, unit: 'milliseconds' });
  });

  it('refuses non-numbers and out-of-range timestamps with the right message', () => {
    for (const bad of ['', 'abc', '12a', '1e9', '0x10', '--1', '1,000', 'NaN', 'Infinity']) {
      expectFault(() => parseTimestamp(bad), 'timestampInput');
    }
    expectFault(() => parseTimestamp('99999999999999999'), 'timestampRange');
    expectFault(() => parseTimestamp('8640000000001', 'seconds'), 'timestampRange');
    expectFault(() => parseTimestamp('9'.repeat(400)), 'timestampRange');
  });

  it('describes a timestamp: UTC, local, ISO 8601 and relative time', () => {
    const human = timestampToHuman('1705309200', NOW); // 3 hours before NOW
    expect(human).toEqual({
      ms: 1_705_309_200_000,
      unit: 'seconds',
      utc: '2024-01-15 09:00:00',
      local: formatLocal(1_705_309_200_000),
      iso: '2024-01-15T09:00:00.000Z',
      relative: '3 hours ago',
    });
  });

  it('formats local time with the device offset', () => {
    const ms = 1_705_309_200_000;
    const d = new Date(ms);
    expect(formatLocal(ms)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC[+-]\d{2}:\d{2}$/);
    expect(formatLocal(ms).slice(11, 13)).toBe(String(d.getHours()).padStart(2, '0'));
  });

  it('says relative time in words', () => {
    expect(formatRelative(NOW - 3 * 3600_000, NOW)).toBe('3 hours ago');
    expect(formatRelative(NOW + 2 * 86_400_000, NOW)).toBe('in 2 days');
    expect(formatRelative(NOW - 86_400_000, NOW)).toBe('yesterday');
    expect(formatRelative(NOW, NOW)).toBe('now');
    expect(formatRelative(NOW - 400 * 86_400_000, NOW)).toBe('last year');
    expect(formatRelative(NOW - 45_000, NOW)).toBe('45 seconds ago');
  });

  it('reads human dates in UTC by default', () => {
    expect(humanToTimestamp('2024-01-15 09:00:00')).toEqual({
      seconds: '1705309200',
      milliseconds: '1705309200000',
      iso: '2024-01-15T09:00:00.000Z',
    });
    expect(parseHumanDate('1970-01-01')).toBe(0);
    expect(parseHumanDate('2038-01-19T03:14:07Z')).toBe(2_147_483_647_000);
    expect(parseHumanDate('2024/01/15 11:00 +02:00')).toBe(1_705_309_200_000);
    expect(parseHumanDate('2024-01-15T04:00:00-0500')).toBe(1_705_309_200_000);
    expect(parseHumanDate('2024-01-15 09:00:00.250 UTC')).toBe(1_705_309_200_250);
    // Years below 100 are not shifted into the 1900s.
    expect(formatUtc(parseHumanDate('0001-01-01'))).toBe('0001-01-01 00:00:00');
    expect(new Date(parseHumanDate('0099-12-31 23:59:59', 'local')).getFullYear()).toBe(99);
  });

  it('reads a date without zone in local time when asked', () => {
    expect(parseHumanDate('2024-01-15 09:00:00', 'local')).toBe(new Date(2024, 0, 15, 9, 0, 0).getTime());
    expect(parseHumanDate('2024-01-15T09:00:00Z', 'local')).toBe(1_705_309_200_000);
  });

  it('refuses empty and unparsable dates', () => {
    expectFault(() => parseHumanDate('   '), 'emptyDate');
    for (const bad of [
      'tomorrow',
      '2023-02-30',
      '2024-13-01',
      '2024-01-15 24:00',
      '15/01/2024',
      '2024-01-15 10:61',
      '1',
      '2024-01-15 +25:00',
    ]) {
      expectFault(() => parseHumanDate(bad), 'dateFormat');
    }
  });

  it('round-trips any instant: timestamp -> UTC date -> timestamp', () => {
    fc.assert(
      fc.property(fc.integer({ min: -62_135_596_800, max: 253_402_300_799 }), (seconds) => {
        const { utc } = timestampToHuman(String(seconds), NOW, 'seconds');
        expect(humanToTimestamp(utc).seconds).toBe(String(seconds));
      }),
    );
  });

  it('never throws anything but the intended error', () => {
    fc.assert(
      fc.property(anyText(), (s) => {
        for (const run of [
          () => timestampToHuman(s, NOW),
          () => humanToTimestamp(s),
          () => humanToTimestamp(s, 'local'),
        ]) {
          try {
            run();
          } catch (e) {
            expect(fault.is(e as Error)).toBe(true);
          }
        }
      }),
    );
  });

  it('counts whole seconds', () => {
    expect(unixSeconds(1_700_000_000_999)).toBe(1_700_000_000);
  });
});
