import type { DateCalcOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<DateCalcOptions>[] = [
  {
    name: 'From a month end: January 31 to March 1 in a leap year',
    input: '2024-01-31',
    options: { end: '2024-03-01' },
    expect: {
      output: `From 2024-01-31 (Wednesday) to 2024-03-01 (Friday):

Calendar:      1 month and 1 day
Total:         30 days
In weeks:      4 weeks and 2 days
In hours:      720 hours
Business days: 22

Business days: Monday to Friday, the earlier date counted, the later not.

Note: 2024-01-31 + 1 month is 2024-02-29, the month's last day: February has no day 31.
`,
    },
  },
  {
    name: 'A January day in the last ISO week of the year before',
    input: '2021-01-03',
    action: 'week',
    expect: {
      output: `Date:              2021-01-03 (Sunday)
ISO week:          2020-W53
Week of the year:  53 of 2020
Day of the week:   7
Day of the year:   3 of 365
ISO weeks in 2020: 53
`,
    },
  },
  {
    name: 'An ISO 8601 duration in words',
    input: 'P1Y2M3DT4H30M',
    action: 'duration',
    expect: { output: '1 year, 2 months, 3 days, 4 hours and 30 minutes\n' },
  },
];
