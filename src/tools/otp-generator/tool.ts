import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'TOTP / HOTP Generator',
  description:
    'One-time codes from a 2FA secret, with a countdown; the otpauth:// URI and its QR code; read a URI or QR image; verify a code.',
  category: 'security',
  icon: 'shield-check',
  keywords: [
    'totp',
    'hotp',
    '2fa',
    'mfa',
    'otp',
    'one-time',
    'authenticator',
    'otpauth',
    'google authenticator',
    'rfc 6238',
    'two factor',
    'two-factor',
    '2fa code',
    'one-time password',
    'otp code',
    'authenticator app',
    'oathtool',
    'mfa code',
    'google auth',
  ],
  handOffs: ['qr-code-generator', 'base-encoder', 'password-generator'],
} satisfies ToolEntry;
