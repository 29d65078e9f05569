import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'URL Encoder',
  description: 'Percent-encode text for safe use in URLs, one line or a whole batch.',
  category: 'encoding',
  icon: 'link',
  keywords: [
    'url',
    'percent',
    'encodeURIComponent',
    'escape',
    'query string',
    'url encode',
    'urlencode',
    'percent encoding',
    'uri encode',
    'encodeURI',
    'escape url',
  ],
  isPopular: true,
  worker: true,
  family: 'url-encoding',
  handOffs: ['url-decoder', 'url-parser', 'string-escaper', 'punycode-converter'],
} satisfies ToolEntry;
