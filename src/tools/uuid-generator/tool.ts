import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'UUID Generator',
  description: 'Generate UUIDs (versions 4, 7, 1 and 5), up to 100 at a time or a million as a file, and check one.',
  category: 'generators',
  icon: 'fingerprint',
  keywords: [
    'uuid',
    'guid',
    'v4',
    'v7',
    'v5',
    'random',
    'identifier',
    'validate',
    'uuidgen',
    'guid generator',
    'uuid v4',
    'uuid v7',
    'random uuid',
    'unique id',
    'uid',
    'uuid4',
  ],
  isPopular: true,
  worker: { size: 1 },
  // Version 5 UUIDs are SHA-1 hashes; ULIDs and NanoIDs are the other kinds of id.
  handOffs: ['token-generator', 'password-generator', 'hash-generator'],
} satisfies ToolEntry;
