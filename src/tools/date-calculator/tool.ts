import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Date Calculator',
  description:
    'Days between two dates in years, months and days, weeks, hours and business days; add a duration; ISO week; ISO 8601 durations.',
  category: 'datetime',
  icon: 'calendar-clock',
  keywords: [
    'date difference',
    'days between',
    'date diff',
    'add days',
    'business days',
    'iso week',
    'week number',
    'day of year',
    'duration',
    'iso 8601',
    'date calculator',
    'days until',
    'days since',
    'age calculator',
    'add days to date',
    'countdown',
    'how many days',
    'weeks between',
  ],
  handOffs: ['unix-time-converter', 'timezone-converter', 'cron-parser'],
} satisfies ToolEntry;
