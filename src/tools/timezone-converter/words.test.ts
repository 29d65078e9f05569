import { describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { alignedText } from '../../core/shared/structured';
import { convertTime, TZ_DEFAULTS } from './core';
import { conversionResult } from './result';
import './words';

const said = (text: string, options = TZ_DEFAULTS) => {
  try {
    return alignedText(conversionResult(convertTime(text, options)));
  } catch (error) {
    return error instanceof ToolError ? error.message : error;
  }
};

describe("the converter's words", () => {
  it('names a skipped time, never shifting it', () => {
    expect(said('2026-03-08 02:30', { ...TZ_DEFAULTS, from: 'America/New_York' })).toBe(
      'This time does not exist: 02:30 does not exist in America/New_York on 2026-03-08: clocks jump from 02:00 to 03:00.',
    );
    expect(said('2011-12-30 09:00', { ...TZ_DEFAULTS, from: 'Pacific/Apia' })).toContain(
      'clocks jump from 00:00 to 2011-12-31 00:00.',
    );
  });

  it('shows a repeated time both ways', () => {
    const text = said('2026-11-01 01:30', { from: 'America/New_York', zones: 'UTC' });
    expect(text).toContain(
      '01:30 happens twice in America/New_York on 2026-11-01: clocks go back from 02:00 to 01:00.',
    );
    expect(text).toContain('The first time (EDT, UTC-04:00):');
    expect(text).toContain('UTC instant: 2026-11-01T05:30:00Z');
    expect(text).toContain('The second time (EST, UTC-05:00):');
    expect(text).toContain('UTC instant: 2026-11-01T06:30:00Z');
  });

  it('shows offsets of 45 minutes and the day after', () => {
    const text = said('2026-01-15 20:00', { from: 'Europe/London', zones: 'Asia/Kathmandu, Pacific/Apia' });
    expect(text).toContain('Asia/Kathmandu  Fri 16 Jan  01:45  +05:45');
    expect(text).toContain('GMT+5:45');
    expect(text).toContain('Pacific/Apia    Fri 16 Jan  09:00  +13:00');
  });

  it('says where a date, time or zone is wrong', () => {
    expect(said('2026-02-29 10:00')).toBe('Invalid date and time: 2026-02-29 is not a day of the calendar.');
    expect(said('2026-13-01')).toBe('Invalid date and time: The month 13 is not from 1 to 12.');
    expect(said('tomorrow')).toBe(
      'Invalid date and time: Type a date and time as 2026-03-08 14:30 (seconds optional: 14:30:15).',
    );
    expect(said('2026-01-01', { from: 'Mars/Olympus', zones: 'UTC' })).toBe(
      "Unknown time zone: 'Mars/Olympus' is not an IANA time zone this browser knows. Pick one from the list, e.g. Europe/London.",
    );
    expect(said('2026-01-01', { from: 'UTC', zones: ' , ' })).toBe('Unknown time zone: Add a time zone to convert to.');
  });
});
