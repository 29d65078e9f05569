import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Touchscreen Test',
  description: 'Draw every touch point with its size and pressure, count touches, and find dead zones.',
  category: 'hardware',
  icon: 'hand',
  keywords: [
    'touch',
    'touchscreen',
    'multitouch',
    'touch points',
    'dead zone',
    'tablet',
    'phone',
    'touch screen test',
    'touch test',
    'multi-touch test',
    'touch screen',
  ],
  isNew: true,
  handOffs: ['device-checkup', 'dead-pixel-test'],
} satisfies ToolEntry;
