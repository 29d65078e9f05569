import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Refresh Rate Test',
  description: "Measure your display's refresh rate and dropped frames, and check motion blur.",
  category: 'hardware',
  icon: 'gauge',
  keywords: [
    'refresh rate',
    'hz',
    'fps',
    'monitor',
    'display',
    'frame rate',
    '144hz',
    'motion blur',
    'ufo',
    'refresh rate checker',
    'monitor hz',
    'fps test',
    '120hz',
    '60hz',
    'ufo test',
    'hz test',
  ],
  isNew: true,
  handOffs: ['device-checkup', 'dead-pixel-test', 'gpu-info'],
} satisfies ToolEntry;
