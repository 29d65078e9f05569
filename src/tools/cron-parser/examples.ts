import type { CronOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test (each with a fixed start, so its runs hold). */
export const EXAMPLES: readonly KitExample<CronOptions>[] = [
  {
    name: 'Daily at 01:30 across the spring-forward day in London',
    input: '30 1 * * *',
    options: {
      timeZone: 'Europe/London',
      from: '2026-03-28T00:00:00Z',
    },
    expect: {
      output:
        'At 01:30\n\nNext 10 runs in Europe/London\nDay  Date        Time   Zone  Offset     Note\nSat  2026-03-28  01:30  GMT   UTC+00:00\nSun  2026-03-29  02:00  BST   UTC+01:00  the scheduled time does not exist on this day (clocks go forward): it runs at the change, 02:00\nMon  2026-03-30  01:30  BST   UTC+01:00\nTue  2026-03-31  01:30  BST   UTC+01:00\nWed  2026-04-01  01:30  BST   UTC+01:00\nThu  2026-04-02  01:30  BST   UTC+01:00\nFri  2026-04-03  01:30  BST   UTC+01:00\nSat  2026-04-04  01:30  BST   UTC+01:00\nSun  2026-04-05  01:30  BST   UTC+01:00\nMon  2026-04-06  01:30  BST   UTC+01:00\n\nPrevious run: Fri 2026-03-27 01:30 GMT UTC+00:00\n',
    },
  },
  {
    name: 'Every 20 minutes in the hour New York repeats',
    input: '*/20 1 * * *',
    options: {
      timeZone: 'America/New_York',
      from: '2026-11-01T00:00:00Z',
    },
    expect: {
      output:
        'Every 20 minutes, between 01:00 and 01:59\n\nNext 10 runs in America/New_York\nDay  Date        Time   Zone  Offset     Note\nSun  2026-11-01  01:00  EDT   UTC-04:00  01:00 happens twice on this day (clocks go back): this is the first\nSun  2026-11-01  01:20  EDT   UTC-04:00  01:20 happens twice on this day (clocks go back): this is the first\nSun  2026-11-01  01:40  EDT   UTC-04:00  01:40 happens twice on this day (clocks go back): this is the first\nSun  2026-11-01  01:00  EST   UTC-05:00  01:00 happens twice on this day (clocks go back): this is the second\nSun  2026-11-01  01:20  EST   UTC-05:00  01:20 happens twice on this day (clocks go back): this is the second\nSun  2026-11-01  01:40  EST   UTC-05:00  01:40 happens twice on this day (clocks go back): this is the second\nMon  2026-11-02  01:00  EST   UTC-05:00\nMon  2026-11-02  01:20  EST   UTC-05:00\nMon  2026-11-02  01:40  EST   UTC-05:00\nTue  2026-11-03  01:00  EST   UTC-05:00\n\nPrevious run: Sat 2026-10-31 01:40 EDT UTC-04:00\n',
    },
  },
  {
    name: 'Noon on the second Monday, seven fields',
    input: '0 0 12 ? * MON#2 *',
    options: {
      timeZone: 'UTC',
      from: '2026-01-01T00:00:00Z',
    },
    expect: {
      output:
        'At 12:00, on the second Monday of the month\n\nNext 10 runs in UTC\nDay  Date        Time      Zone  Offset\nMon  2026-01-12  12:00:00  UTC   UTC+00:00\nMon  2026-02-09  12:00:00  UTC   UTC+00:00\nMon  2026-03-09  12:00:00  UTC   UTC+00:00\nMon  2026-04-13  12:00:00  UTC   UTC+00:00\nMon  2026-05-11  12:00:00  UTC   UTC+00:00\nMon  2026-06-08  12:00:00  UTC   UTC+00:00\nMon  2026-07-13  12:00:00  UTC   UTC+00:00\nMon  2026-08-10  12:00:00  UTC   UTC+00:00\nMon  2026-09-14  12:00:00  UTC   UTC+00:00\nMon  2026-10-12  12:00:00  UTC   UTC+00:00\n\nPrevious run: Mon 2025-12-08 12:00:00 UTC UTC+00:00\n',
    },
  },
];
