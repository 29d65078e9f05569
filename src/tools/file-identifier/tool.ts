import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'File Type Identifier',
  description: 'What a file really is, from its magic bytes, whatever its name says, with its entropy.',
  category: 'data',
  icon: 'fingerprint',
  keywords: [
    'file type',
    'mime',
    'magic',
    'what is this file',
    'extension',
    'entropy',
    'identify',
    'magic number',
    'file command',
    'mime type',
    'file signature',
    'file format',
    'detect file type',
    'unknown file',
    'libmagic',
    'trid',
  ],
  worker: { size: 2 },
  handOffs: ['hex-viewer', 'zip-viewer', 'exif-viewer', 'hash-generator'],
} satisfies ToolEntry;
