import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Time Zone Converter',
  description:
    'A date and time in one time zone, shown in others with offsets and abbreviations; a day planner; DST gaps and repeats named.',
  category: 'datetime',
  icon: 'clock',
  keywords: [
    'time zone',
    'timezone',
    'tz',
    'utc',
    'gmt',
    'dst',
    'daylight saving',
    'iana',
    'meeting planner',
    'world clock',
    'time zone converter',
    'timezone converter',
    'time difference',
    'pst to est',
    'est',
    'cet',
    'ist',
    'utc to local',
    'time zones',
  ],
  handOffs: ['unix-time-converter', 'date-calculator', 'cron-parser'],
} satisfies ToolEntry;
