import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Dead Pixel Test',
  description: 'Fullscreen colors, gradients and a checkerboard to find dead or stuck pixels on a screen.',
  category: 'hardware',
  icon: 'monitor',
  keywords: [
    'dead pixel',
    'stuck pixel',
    'screen',
    'monitor',
    'display',
    'lcd',
    'oled',
    'backlight bleed',
    'dead pixel checker',
    'stuck pixel fix',
    'screen test',
    'monitor test',
    'pixel test',
    'backlight bleed test',
  ],
  isNew: true,
  handOffs: ['device-checkup', 'refresh-rate-test', 'touchscreen-test'],
} satisfies ToolEntry;
