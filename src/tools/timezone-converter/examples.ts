import type { TimezoneOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<TimezoneOptions>[] = [
  {
    name: 'A call from London: +05:45 and the 30-minute zone',
    input: '2026-07-01 12:00',
    options: { from: 'Europe/London', zones: 'America/New_York, Asia/Kathmandu, Australia/Lord_Howe' },
    expect: {
      output: `2026-07-01 12:00 in Europe/London (BST, UTC+01:00) is:

Time zone            Date       Time   Offset  Abbr.
Europe/London        Wed 1 Jul  12:00  +01:00  BST
America/New_York     Wed 1 Jul  07:00  -04:00  EDT
Asia/Kathmandu       Wed 1 Jul  16:45  +05:45  GMT+5:45
Australia/Lord_Howe  Wed 1 Jul  21:30  +10:30  GMT+10:30

UTC instant: 2026-07-01T11:00:00Z
`,
    },
  },
  {
    name: 'A time that happens twice (New York falls back)',
    input: '2026-11-01 01:30',
    options: { from: 'America/New_York', zones: 'UTC, Europe/London' },
    expect: {
      output: `01:30 happens twice in America/New_York on 2026-11-01: clocks go back from 02:00 to 01:00.

The first time (EDT, UTC-04:00):
Time zone         Date       Time   Offset  Abbr.
America/New_York  Sun 1 Nov  01:30  -04:00  EDT
UTC               Sun 1 Nov  05:30  +00:00  UTC
Europe/London     Sun 1 Nov  05:30  +00:00  GMT

UTC instant: 2026-11-01T05:30:00Z

The second time (EST, UTC-05:00):
Time zone         Date       Time   Offset  Abbr.
America/New_York  Sun 1 Nov  01:30  -05:00  EST
UTC               Sun 1 Nov  06:30  +00:00  UTC
Europe/London     Sun 1 Nov  06:30  +00:00  GMT

UTC instant: 2026-11-01T06:30:00Z
`,
    },
  },
  {
    name: 'Lord Howe Island goes back half an hour',
    input: '2026-04-05 01:45',
    options: { from: 'Australia/Lord_Howe', zones: 'UTC' },
    expect: {
      output: `01:45 happens twice in Australia/Lord_Howe on 2026-04-05: clocks go back from 02:00 to 01:30.

The first time (GMT+11, UTC+11:00):
Time zone            Date       Time   Offset  Abbr.
Australia/Lord_Howe  Sun 5 Apr  01:45  +11:00  GMT+11
UTC                  Sat 4 Apr  14:45  +00:00  UTC

UTC instant: 2026-04-04T14:45:00Z

The second time (GMT+10:30, UTC+10:30):
Time zone            Date       Time   Offset  Abbr.
Australia/Lord_Howe  Sun 5 Apr  01:45  +10:30  GMT+10:30
UTC                  Sat 4 Apr  15:15  +00:00  UTC

UTC instant: 2026-04-04T15:15:00Z
`,
    },
  },
];
