import { alignedText, type Structured } from '../../core/shared/structured';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../tests/unit/arbitraries';
import { ToolError } from '../../core/shared/tool-error';
import { DATE_DEFAULTS, parseDuration, type DateCalcOptions } from './core';
import { DATE_ACTIONS, durationText } from './result';
import './words';

describe("the date calculator's words", () => {
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
