/** The certificate decoder's faults in words: what the page says of broken input (the spec's texts). */
import { describe, expect, it } from 'vitest';
import { fault } from './core/faults';
import './words';

describe('broken input is said', () => {
  it.each([
    [
      fault('truncated', { label: 'CERTIFICATE', line: 1 }),
      'Invalid PEM: Truncated PEM: the CERTIFICATE block that begins on line 1 has no -----END CERTIFICATE----- line.',
    ],
    [
      fault('badBase64Char', { label: 'CERTIFICATE', char: '!', line: 4, column: 10 }),
      'Invalid PEM: Wrong Base64 in the CERTIFICATE block: "!" is not a Base64 character (line 4, column 10).',
    ],
    [
      fault('badPadding', { label: 'Base64', line: 2, column: 3 }),
      'Invalid PEM: Wrong Base64 in the Base64 block: "=" padding is only allowed at its end (line 2, column 3).',
    ],
    [
      fault('unknownLabel', { label: 'PGP MESSAGE' }),
      'Invalid PEM: A "PGP MESSAGE" block is not a certificate, request or key: this tool reads CERTIFICATE, CERTIFICATE REQUEST, PUBLIC KEY and key blocks.',
    ],
    [
      fault('endMismatch', { label: 'CERTIFICATE', found: 'PUBLIC KEY' }),
      'Invalid PEM: The CERTIFICATE block ends with -----END PUBLIC KEY-----, not -----END CERTIFICATE-----.',
    ],
    [
      fault('damagedBlock', { label: 'CERTIFICATE', line: 1 }),
      'Invalid PEM: The CERTIFICATE block on line 1 does not decode: The data is not a whole DER structure: it ends early or is damaged.',
    ],
    [
      fault('damagedBlock', { label: 'PUBLIC KEY', line: 3, reason: 'Unknown algorithm' }),
      'Invalid PEM: The PUBLIC KEY block on line 3 does not decode: Unknown algorithm',
    ],
    [
      fault('tooLarge', { limit: 2_000_000 }),
      'Invalid PEM: The input is over 2,000,000 characters: paste one chain at a time.',
    ],
    [fault('tooManyBlocks', { limit: 1000 }), 'Invalid PEM: Over 1000 blocks: this tool reads up to 1000 at a time.'],
    [fault('nothingFound'), expect.stringMatching(/^Invalid PEM: No PEM block/)],
    [
      fault('derNotKnown'),
      'Invalid DER: The DER data is not a certificate, certificate request, public key or private key this tool knows.',
    ],
  ])('%#', (error, message) => {
    expect(error.message).toEqual(message);
  });
});
