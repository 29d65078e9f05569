import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Webcam Test',
  description: 'Check your camera: live preview, resolution and frame rate in use, mirror and snapshot.',
  category: 'hardware',
  icon: 'webcam',
  keywords: [
    'webcam',
    'camera',
    'video',
    'cam test',
    'resolution',
    'fps',
    'snapshot',
    'webcam test',
    'camera test',
    'cam',
    'check camera',
    'test webcam',
    'web cam',
    'webcamera',
  ],
  handOffs: ['device-checkup', 'microphone-test'],
} satisfies ToolEntry;
