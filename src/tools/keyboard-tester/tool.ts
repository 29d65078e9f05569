import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Keyboard Tester',
  description: 'Test every key on an ANSI, ISO or Mac keyboard: key codes, rollover, chatter and repeat rate.',
  category: 'hardware',
  icon: 'keyboard',
  keywords: [
    'keyboard',
    'keys',
    'keycode',
    'hardware',
    'test',
    'rollover',
    'nkro',
    'ghosting',
    'chatter',
    'keyboard test',
    'key tester',
    'key test',
    'keyboard checker',
    'keypress',
    'keyboard ghosting',
    'n-key rollover',
  ],
  handOffs: ['device-checkup', 'mouse-tester', 'gamepad-tester'],
} satisfies ToolEntry;
