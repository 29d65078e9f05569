import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Base32 / Base58 / Ascii85 / Base45',
  description:
    "Encode and decode Base32 (RFC 4648, hex, Crockford's), Base58 and Base58Check, Ascii85, Z85 and Base45.",
  category: 'encoding',
  icon: 'binary',
  keywords: [
    'base32',
    'base58',
    'bitcoin',
    'ascii85',
    'z85',
    'base45',
    'crockford',
    'base58check',
    'encode',
    'decode',
    'base32 encode',
    'base32 decode',
    'base58 encode',
    'base58 decode',
    'base85',
    'btoa85',
    'basenc',
    'z-base-32',
  ],
  worker: { size: 1 },
  // Base32 is what 2FA secrets are written in.
  handOffs: ['base64-encoder', 'otp-generator', 'binary-converter', 'hex-viewer'],
} satisfies ToolEntry;
