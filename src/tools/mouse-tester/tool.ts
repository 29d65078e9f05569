import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Mouse Tester',
  description: 'Test every mouse button, the wheel, double-click chatter and the polling rate in Hz.',
  category: 'hardware',
  icon: 'mouse',
  keywords: [
    'mouse',
    'click',
    'double click',
    'wheel',
    'scroll',
    'polling rate',
    'hz',
    'dpi',
    'chatter',
    'buttons',
    'mouse test',
    'click test',
    'double click test',
    'mouse polling',
    'cps test',
    'mouse checker',
    'scroll test',
  ],
  handOffs: ['device-checkup', 'keyboard-tester', 'refresh-rate-test'],
} satisfies ToolEntry;
