import { describe, expect, it } from 'vitest';
import { generateKeyPairOf } from './core';
import './words';

const refusal = (type: string, comment = '') =>
  generateKeyPairOf(type, comment).then(
    () => '',
    (error: Error) => error.message,
  );

describe("the key pair generator's words", () => {
  it('says a 10,000-bit RSA request is too large, with the sizes it makes', async () => {
    expect(await refusal('rsa-10000')).toBe(
      'Unsupported key: RSA keys here are 2048, 3072 or 4096 bits: 10,000 bits would take minutes to generate and nothing needs one (4096 is already past what RSA security gains).',
    );
  });

  it('refuses an unknown type and a comment of several lines', async () => {
    expect(await refusal('dsa')).toBe(
      'Unsupported key: "dsa" is not a key type this tool makes: RSA 2048, 3072 or 4096 bits, ECDSA P-256, P-384 or P-521, Ed25519 or X25519.',
    );
    expect(await refusal('ed25519', 'a\nb')).toBe(
      'Unsupported key: The comment is at most 200 characters, on one line.',
    );
  });
});
