import { describe, it } from 'vitest';
import { expectToolError } from '../../../tests/unit/tool-errors';
import { qrMatrix } from './core';
import './words';

describe("the QR family's words", () => {
  it('refuse empty text and text too long for a code, in the spec words', () => {
    expectToolError(() => qrMatrix(''), 'Please enter a URL or text');
    expectToolError(
      () => qrMatrix('x'.repeat(3000), 'H'),
      'Failed to generate QR code',
      'The text is 3,000 characters; at High (30%) error correction a QR code holds at most 1,273 characters of ' +
        'this kind (letters, digits and symbols of ASCII).',
    );
  });

  it('name the limit in the text’s own kind', () => {
    expectToolError(
      () => qrMatrix('7'.repeat(6000)),
      'Failed to generate QR code',
      'The text is 6,000 digits; at Medium (15%) error correction a QR code holds at most 5,596 digits.',
    );
    expectToolError(
      () => qrMatrix('HTTPS://EXAMPLE.COM/'.repeat(200), 'M'),
      'Failed to generate QR code',
      'The text is 4,000 characters; at Medium (15%) error correction a QR code holds at most 3,391 characters of ' +
        'this kind (digits, capital letters, space and $ % * + - . / :).',
    );
    expectToolError(
      () => qrMatrix('ü'.repeat(1500), 'M'),
      'Failed to generate QR code',
      'The text is 3,000 bytes in UTF-8; at Medium (15%) error correction a QR code holds at most 2,331 bytes (a ' +
        'character outside ASCII takes 2 to 4).',
    );
  });
});
