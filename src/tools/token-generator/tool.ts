import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Token & ID Generator',
  description:
    'ULIDs, NanoIDs, random strings, API keys with a prefix and MongoDB ObjectIds, unbiased, up to a million as a file.',
  category: 'generators',
  icon: 'key-round',
  keywords: [
    'token',
    'ulid',
    'nanoid',
    'objectid',
    'mongodb',
    'api key',
    'random string',
    'hex',
    'url-safe',
    'id',
    'secret',
    'random token',
    'api key generator',
    'ulid generator',
    'nanoid generator',
    'random id',
    'secret key',
    'openssl rand',
    'random hex',
    'random string generator',
  ],
  worker: { size: 1 },
  handOffs: ['uuid-generator', 'password-generator', 'hash-generator'],
} satisfies ToolEntry;
