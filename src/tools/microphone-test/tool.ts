import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Microphone Test',
  description: 'Check your microphone: live level in dBFS, waveform, spectrum, and a short recording.',
  category: 'hardware',
  icon: 'mic',
  keywords: [
    'microphone',
    'mic',
    'mic test',
    'audio',
    'input',
    'level',
    'dbfs',
    'record',
    'sound',
    'microphone test',
    'mic check',
    'test mic',
    'mic checker',
    'microphone checker',
    'mic tester',
    'micro',
    'voice test',
  ],
  handOffs: ['device-checkup', 'speaker-test', 'webcam-test'],
} satisfies ToolEntry;
