import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Base64 Encoder',
  description: 'Encode text or files to Base64, with URL-safe and MIME options.',
  category: 'encoding',
  icon: 'binary',
  keywords: [
    'base64',
    'encode',
    'btoa',
    'data url',
    'rfc 4648',
    'base64 encode',
    'to base64',
    'image to base64',
    'file to base64',
    'base 64',
    'b64',
    'base64 -w0',
  ],
  isPopular: true,
  worker: true,
  family: 'base64',
  handOffs: ['base64-decoder', 'base-encoder', 'url-encoder', 'gzip-tool'],
} satisfies ToolEntry;
