import { describe, expect, it } from 'vitest';
import { messageOf, ToolError, UNKNOWN_ERROR } from './tool-error';

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
