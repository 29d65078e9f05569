import type { OtpAccount } from './core';

export interface OtpExample {
  name: string;
  account: OtpAccount;
  /** The code the RFC gives: at `counter` for HOTP, at `timeMs` for TOTP (checked in examples.test.ts). */
  expect: { code: string; counter?: number; timeMs?: number };
}

/** The RFCs' published test vectors: a visitor can check the tool against the standard. */
export const OTP_EXAMPLES: readonly OtpExample[] = [
  {
    name: 'HOTP, the RFC 4226 test secret, counter 1',
    account: {
      kind: 'hotp',
      secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', // "12345678901234567890"
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      counter: 1,
      issuer: 'RFC 4226',
      account: 'test vector',
    },
    expect: { code: '287082', counter: 1 },
  },
  {
    name: 'TOTP, SHA-256, 8 digits, the RFC 6238 test secret',
    account: {
      kind: 'totp',
      secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA', // "12345678901234567890123456789012"
      algorithm: 'SHA256',
      digits: 8,
      period: 30,
      counter: 0,
      issuer: 'RFC 6238',
      account: 'test vector',
    },
    expect: { code: '46119246', timeMs: 59_000 },
  },
];
