/** The encryption tool's faults in words: what the page says when it cannot encrypt or decrypt (the spec's texts). */
import { describe, expect, it } from 'vitest';
import { fault } from './core/faults';
import './words';

describe('its faults are said', () => {
  it.each([
    [fault('noPassphrase', { action: 'encrypt' }), 'Cannot encrypt: Type a passphrase first.'],
    [
      fault('badKey', { action: 'decrypt' }),
      'Cannot decrypt: The key must be 32 bytes: 64 hex characters, or 44 characters of Base64.',
    ],
    [fault('wrongSecret'), expect.stringMatching(/^Cannot decrypt: Wrong passphrase or key, or the data was changed/)],
    [
      fault('needsPassphrase'),
      'Cannot decrypt: This was encrypted with a passphrase: choose a passphrase and type it.',
    ],
    [fault('badBase64'), 'Cannot decrypt: The encrypted text is not valid Base64.'],
    [fault('notEnvelope'), expect.stringMatching(/^Cannot decrypt: This is not an encrypted envelope of this tool/)],
    [
      fault('tooCostly', { kind: 'argon2Memory', memoryKiB: 4_194_304 }),
      "Cannot decrypt: The envelope asks for Argon2 memory of 4,194,304 KiB, beyond this tool's limit: it was not made here.",
    ],
    [
      fault('tooCostly', { kind: 'pbkdf2', iterations: 1e9 }),
      "Cannot decrypt: The envelope asks for 1,000,000,000 PBKDF2 iterations, beyond this tool's limit: it was not made here.",
    ],
    [
      fault('tooCostly', { kind: 'argon2Passes', iterations: 99, parallelism: 2 }),
      "Cannot decrypt: The envelope asks for Argon2 99 iterations, parallelism 2, beyond this tool's limit: it was not made here.",
    ],
    [
      fault('wrongFileChunk', { index: 0 }),
      'Cannot decrypt: Wrong passphrase or key, or chunk 1 was changed, moved or damaged: nothing was decrypted.',
    ],
    [fault('truncatedFile'), expect.stringMatching(/cut short or its chunks are out of order/)],
    [fault('newerVersion', { version: 2 }), 'Cannot decrypt: This envelope is version 2: this tool reads version 1.'],
    [fault('unknownKdf', { code: 9 }), 'Cannot decrypt: Unknown key derivation (code 9) in the envelope.'],
    [fault('textEnvelope'), 'Cannot decrypt: This is an encrypted text, not a file: paste it into the text input.'],
    [fault('fileEnvelope'), 'Cannot decrypt: This is an encrypted file: decrypt it with the File section.'],
  ])('%#', (error, message) => {
    expect(error.message).toEqual(message);
  });
});
