import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Gamepad Tester',
  description: 'Buttons, triggers and sticks of every connected controller, with deadzone, drift and vibration.',
  category: 'hardware',
  icon: 'gamepad-2',
  keywords: [
    'gamepad',
    'controller',
    'joystick',
    'xbox',
    'playstation',
    'dualsense',
    'stick drift',
    'deadzone',
    'vibration',
    'gamepad test',
    'controller test',
    'joystick test',
    'xbox controller test',
    'ps5 controller',
    'ps4 controller',
    'stick drift test',
    'game controller',
  ],
  isNew: true,
  handOffs: ['device-checkup', 'keyboard-tester', 'mouse-tester'],
} satisfies ToolEntry;
