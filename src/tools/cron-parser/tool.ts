import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Cron Expression Parser',
  description: 'Explain a cron expression in plain words and list its next runs in any time zone, across DST changes.',
  category: 'datetime',
  icon: 'calendar-clock',
  keywords: [
    'cron',
    'crontab',
    'schedule',
    'job',
    'quartz',
    'next run',
    'cron expression',
    'every 5 minutes',
    'cron parser',
    'crontab guru',
    'crontab generator',
    'cron schedule',
    'cron job',
    'cron explainer',
    'cronjob',
  ],
  isPopular: true,
  handOffs: ['date-calculator', 'timezone-converter', 'unix-time-converter'],
} satisfies ToolEntry;
