import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'User Agent Parser',
  description: 'Read a user agent string: browser, engine, OS, device and CPU, with your own browser’s client hints.',
  category: 'network',
  icon: 'fingerprint',
  keywords: [
    'ua',
    'user agent',
    'user-agent',
    'browser',
    'useragent',
    'client hints',
    'device',
    'os',
    'bot',
    'user agent parser',
    'ua parser',
    'what is my user agent',
    'browser detection',
    'user agent string',
  ],
  handOffs: ['system-info', 'http-status-codes'],
} satisfies ToolEntry;
