import { describe, expect, it } from 'vitest';
import { clipMessage, MESSAGE_LIMIT, messageOf, ToolError, UNKNOWN_ERROR } from './tool-error';

describe('messageOf', () => {
  it("gives an error's message", () => {
    expect(messageOf(new TypeError('x is not a function'))).toBe('x is not a function');
    expect(messageOf(new DOMException('Cancelled', 'AbortError'))).toBe('Cancelled');
    expect(messageOf(new ToolError('Decoding Error', 'Unable to decode.'))).toBe('Decoding Error: Unable to decode.');
  });

  it('gives the message of an error-like object, as one crossing from a worker', () => {
    expect(messageOf({ name: 'Error', message: 'out of memory' })).toBe('out of memory');
  });

  it('gives a thrown string or number as written', () => {
    expect(messageOf('boom')).toBe('boom');
    expect(messageOf(42)).toBe('42');
  });

  it('is never empty', () => {
    for (const nothing of [new Error(), new Error(''), '', null, undefined, {}, { message: '' }])
      expect(messageOf(nothing)).toBe(UNKNOWN_ERROR);
  });
});

describe('ToolError', () => {
  it('keeps a description that fits, and cuts one quoting a huge token to the limit, with an ellipsis', () => {
    expect(new ToolError('Invalid CSS syntax', 'Unknown word a').message).toBe('Invalid CSS syntax: Unknown word a');
    const error = new ToolError('Invalid CSS syntax', `Unknown word ${'a'.repeat(1 << 20)}`);
    expect(error.description).toHaveLength(MESSAGE_LIMIT);
    expect(error.description).toMatch(/^Unknown word a+…$/);
    expect(error.message).toBe(`Invalid CSS syntax: ${error.description}`);
  });

  it('never cuts a surrogate pair in two', () => {
    for (let offset = 0; offset < 3; offset++) {
      const clipped = clipMessage('x'.repeat(offset) + '😀'.repeat(MESSAGE_LIMIT));
      expect(clipped.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
      expect(clipped.endsWith('…')).toBe(true);
      // encodeURIComponent throws on a lone surrogate.
      expect(() => encodeURIComponent(clipped)).not.toThrow();
    }
  });
});
