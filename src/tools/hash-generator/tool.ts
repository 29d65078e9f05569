import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Hash Generator',
  description: 'MD5, SHA-1, SHA-256, SHA-512 and more for text and files of any size.',
  category: 'security',
  icon: 'hash',
  keywords: [
    'hash',
    'md5',
    'sha1',
    'sha256',
    'sha512',
    'checksum',
    'digest',
    'hmac',
    'crc32',
    'md5 hash',
    'sha256 hash',
    'sha-256',
    'sha-1',
    'sha-512',
    'sha384',
    'sha3',
    'md5sum',
    'sha256sum',
    'shasum',
    'file hash',
    'checksum calculator',
    'hmac generator',
    'crc',
    'hashing',
  ],
  isPopular: true,
  // WebCrypto's digest runs synchronously inside the call, in the worker: a one-shot SHA-256 of the largest such
  // file (128 MiB) blocks it for a noticeable time, longer on a slow or busy machine. So pings may wait.
  worker: { livenessMs: 30_000 },
  // HMAC is the hash generator’s own; HS256 tokens are HMACs too.
  handOffs: ['password-hasher', 'jwt-decoder', 'text-encryption', 'file-identifier'],
} satisfies ToolEntry;
