import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Base64 Decoder',
  description: 'Decode Base64 back to text or a downloadable file.',
  category: 'encoding',
  icon: 'binary',
  keywords: [
    'base64',
    'decode',
    'atob',
    'data url',
    'base64 decode',
    'from base64',
    'base64 to text',
    'base64 to image',
    'base64 -d',
    'b64 decode',
  ],
  worker: true,
  family: 'base64',
  handOffs: ['base64-encoder', 'file-identifier', 'hex-viewer', 'jwt-decoder'],
} satisfies ToolEntry;
