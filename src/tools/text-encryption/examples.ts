import type { CryptOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/**
 * Load Example's examples, each also a unit test and a browser test. Encrypting gives a new salt and IV each time,
 * so the examples decrypt (an envelope made once by this tool, and openssl's output); the round trips are
 * unit-tested.
 */
export const EXAMPLES: readonly KitExample<CryptOptions>[] = [
  {
    name: 'Envelope with a passphrase (PBKDF2)',
    input:
      'RFRFTgEAAQAJJ8AQ4NVS3+8p50HT3nmw97r+lNmjPGAWSJxtqDCyHXHeoIW+YGFshCAi1xqMhQzabHDUAatZGgxHRfK0y3580YMfKpYk+J7w8vFHbYJRagTwxm/g',
    action: 'decrypt',
    options: { passphrase: 'correct horse battery staple' },
    expect: { output: 'The launch code is 0000. Tell no one.' },
  },
  {
    name: 'Envelope with a raw key',
    input:
      'RFRFTgEAAADyanriXyw9PUMEI+VChMLNLazyRr0OWS7QLkykKC6pi8O2SmyAOPZFhHYSuAyfTAtiUWfXArb6q+izpnin6jPOVh37suPXLIDZpjCF',
    action: 'decrypt',
    options: { kdf: 'key', key: '6f1c0a2e9b8d4c7f3a5e1d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a' },
    expect: { output: '{"apiKey": "sk_test_123", "region": "eu-west-1"}' },
  },
  {
    name: 'openssl enc -aes-256-cbc -pbkdf2 output',
    input:
      'U2FsdGVkX18ss7FJj8Ik1on9wncfWshYsfPy3GIZ3v0bM54m2x9mRPa3erCkObao\nWnd6Gsrkvs0ZBuUOe7QPtUHf5yi08MvPuKqSvEuAGC0=\n',
    action: 'decrypt',
    options: { passphrase: 'open sesame' },
    expect: { output: 'Encrypted with openssl enc -aes-256-cbc -pbkdf2 -salt -a\n' },
  },
];
