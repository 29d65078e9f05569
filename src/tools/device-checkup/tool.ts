import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Device Check-up',
  description: 'One guided pass through every hardware test, ending in a printable report made on the device.',
  category: 'hardware',
  icon: 'clipboard-check',
  keywords: [
    'checkup',
    'check-up',
    'diagnostics',
    'used laptop',
    'repair',
    'report',
    'hardware test',
    'device test',
    'device checkup',
    'hardware check',
    'pc check',
    'laptop test',
    'computer test',
    'full test',
    'diagnostic',
  ],
  isNew: true,
  handOffs: ['system-info', 'gpu-info', 'user-agent-parser'],
} satisfies ToolEntry;
