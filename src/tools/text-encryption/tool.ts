import { FORMATTER_POOL } from '../../workers/pool-presets';
import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Encrypt / Decrypt',
  description: 'AES-256-GCM for text and files of any size, with a passphrase or a key; reads openssl enc output.',
  category: 'security',
  icon: 'lock',
  keywords: [
    'aes',
    'encrypt',
    'decrypt',
    'encryption',
    'aes-gcm',
    'passphrase',
    'openssl',
    'cipher',
    'pbkdf2',
    'argon2',
    'openssl enc',
    'aes encryption',
    'encrypt text',
    'decrypt text',
    'aes-256',
    'symmetric',
    'gpg -c',
    'age',
    'crypto',
  ],
  // Argon2id runs in one WebAssembly call: Cancel ends the worker after a short grace rather than wait for it.
  // Two workers: a large file is encrypted by both at once.
  worker: { ...FORMATTER_POOL, size: 2, livenessMs: 120_000 },
  handOffs: ['password-generator', 'key-pair-generator', 'hash-generator', 'base64-encoder'],
} satisfies ToolEntry;
