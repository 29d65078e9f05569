import { describe, expect, it } from 'vitest';
import { unescapeString, type FormatId } from './core';
import './words';

const messageOf = (format: FormatId, text: string) => {
  try {
    unescapeString(text, { format, unicodeStyle: 'u4' });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error');
};

describe("the string escaper's words", () => {
  it('names a bad escape with its line and column', () => {
    expect(messageOf('json', 'ok\\nline\n  \\q')).toBe(
      'Invalid escape: \\q is not an escape in JSON (line 2, column 3)',
    );
    expect(messageOf('json', '\\u12g4')).toBe('Invalid escape: \\u12g4 needs hexadecimal digits (line 1, column 1)');
    expect(messageOf('javascript', 'a\\u{110000}')).toContain('the last code point (line 1, column 2)');
    expect(messageOf('c', 'x\\q')).toBe('Invalid escape: \\q is not an escape in Java, C and C# (line 1, column 2)');
    expect(messageOf('sql', "it's")).toBe('Invalid escape: A single quote must be doubled (line 1, column 3)');
    expect(messageOf('csv', '"open')).toBe('Invalid escape: The quoted field is never closed (line 1, column 1)');
    expect(messageOf('shell', "ab'cd")).toBe('Invalid escape: The single quote is never closed (line 1, column 3)');
    expect(messageOf('xml', 'a &nosuch; b')).toBe('Invalid escape: &nosuch; is not a known entity (line 1, column 3)');
    expect(messageOf('regex', 'a\\d')).toContain('character class');
  });
});
