import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'System Info',
  description: 'See what your browser reports about your system, display and network.',
  category: 'hardware',
  icon: 'cpu',
  keywords: [
    'system',
    'browser',
    'user agent',
    'screen',
    'hardware',
    'network',
    'gpu',
    'codecs',
    'system information',
    'browser info',
    'what is my browser',
    'screen resolution',
    'device info',
    'specs',
    'navigator',
  ],
  handOffs: ['device-checkup', 'user-agent-parser', 'gpu-info'],
} satisfies ToolEntry;
