import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'URL Decoder',
  description: 'Decode percent-encoded URLs and query strings, one line or a whole batch.',
  category: 'encoding',
  icon: 'link',
  keywords: [
    'url',
    'percent',
    'decodeURIComponent',
    'unescape',
    'query string',
    'url decode',
    'urldecode',
    'percent decoding',
    'uri decode',
    'unescape url',
  ],
  worker: true,
  family: 'url-encoding',
  handOffs: ['url-encoder', 'url-parser', 'base64-decoder', 'punycode-converter'],
} satisfies ToolEntry;
