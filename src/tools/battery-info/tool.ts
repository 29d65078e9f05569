import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Battery Info',
  description: 'Battery level, charging state and time to full or empty, updated live.',
  category: 'hardware',
  icon: 'battery-medium',
  keywords: [
    'battery',
    'charge',
    'charging',
    'power',
    'laptop',
    'level',
    'battery status',
    'battery health',
    'battery level',
    'charging status',
  ],
  isNew: true,
  handOffs: ['device-checkup', 'system-info'],
} satisfies ToolEntry;
