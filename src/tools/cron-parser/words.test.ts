import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { tableRowText } from '../../core/shared/structured';
import { parseCron } from './core';
import { cronResult } from './result';
import './words';

const UTC = { timeZone: 'UTC', from: '2026-01-01T00:00:00Z' };

describe("the cron parser's words", () => {
  it('names the wrong field, its range and why', () => {
    const said = (text: string, options = UTC) => toolErrorOf(() => parseCron(text, options));
    expect(said('61 * * * *').title).toBe('Invalid cron expression');
    expect(said('61 * * * *').description).toBe('Minute field: “61” is out of range (0-59).');
    expect(said('0 0 32 * *').description).toBe('Day-of-month field: “32” is out of range (1-31).');
    expect(said('0 0 * * FOO').description).toBe(
      'Day-of-week field: “FOO” is not a value, a range, a list or a step of this field.',
    );
    expect(said('0 L * * *').description).toBe(
      'Hour field: “L” uses ?, L, W or #, which only the day-of-month and day-of-week fields take.',
    );
    expect(said('* * *').description).toBe(
      'A cron expression has 5 fields (minute hour day-of-month month day-of-week), 6 with seconds first or 7 with a year last; this has 3.',
    );
    expect(said('@reboot').description).toBe('@reboot runs once at start-up: it has no schedule to list.');
    expect(said('@often').description).toMatch(/^@often is not a cron macro: use @yearly/);
    const zone = said('* * * * *', { timeZone: 'Mars/Olympus', from: '' });
    expect([zone.title, zone.description]).toEqual([
      'Unknown time zone',
      '“Mars/Olympus” is not an IANA time zone (e.g. Europe/London, America/New_York, UTC).',
    ]);
    expect(said('* * * * *', { timeZone: 'UTC', from: 'soon' }).title).toBe('Invalid start');
    expect(said('* * * * *', { timeZone: 'UTC', from: '0999-12-31T23:59Z' }).description).toBe(
      'Runs are listed from a start in the years 1000 to 9999 (UTC); this one is in 999.',
    );
  });

  it('heads the runs, names a clock change and the previous run', () => {
    const { structured, output } = cronResult(
      parseCron('30 1 * * *', { timeZone: 'Europe/London', from: '2026-10-24T00:00Z' }),
    );
    const table = structured.find((block) => block.kind === 'table')!;
    expect(table.heading).toBe('Next 10 runs in Europe/London');
    expect(table.columns).toEqual(['Day', 'Date', 'Time', 'Zone', 'Offset', 'Note']);
    expect(tableRowText(table.rows[1])).toContain(
      '01:30 happens twice on this day (clocks go back): this is the first',
    );
    expect(output).toContain('Previous run');
    const spring = cronResult(parseCron('30 1 * * *', { timeZone: 'Europe/London', from: '2026-03-28T12:00Z' }));
    expect(spring.output).toContain('the scheduled time does not exist on this day (clocks go forward)');
  });
});
