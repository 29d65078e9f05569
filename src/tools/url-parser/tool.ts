import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'URL Parser',
  description: 'Split a URL into protocol, host, port, path, query parameters and hash.',
  category: 'network',
  icon: 'link-2',
  keywords: [
    'url',
    'uri',
    'query',
    'params',
    'hostname',
    'parse',
    'url parser',
    'parse url',
    'query params',
    'query string parser',
    'url components',
    'url breakdown',
    'url splitter',
  ],
  handOffs: ['url-decoder', 'url-encoder', 'punycode-converter', 'http-status-codes'],
} satisfies ToolEntry;
