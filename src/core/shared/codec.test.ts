import { describe, expect, it } from 'vitest';
import { mapLines } from './batch';
import { ToolError } from './tool-error';
import { requireText } from './require-text';

describe('ToolError', () => {
  it('carries a toast title and description, and the full sentence as its message', () => {
    const error = new ToolError('Decoding Error', 'Unable to decode. Make sure the input is valid Base64.');
    expect(error.message).toBe('Decoding Error: Unable to decode. Make sure the input is valid Base64.');
    expect([error.title, error.description]).toEqual([
      'Decoding Error',
      'Unable to decode. Make sure the input is valid Base64.',
    ]);
    expect(new ToolError('Invalid URL format').message).toBe('Invalid URL format');
  });
});

describe('mapLines', () => {
  it('trims each line, keeps blank lines, and keeps failed lines as typed', () => {
    const upperOrFail = (line: string) => {
      if (line.includes('!')) throw new ToolError('bad');
      return line.toUpperCase();
    };
    expect(mapLines(' a \r\n\n b! \rc', upperOrFail)).toEqual({ output: 'A\n\nb!\nC', failedLines: [3] });
  });

  it('lets unexpected errors through (they are bugs, not bad input)', () => {
    expect(() =>
      mapLines('x', () => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
  });
});

describe('requireText', () => {
  it('refuses empty and whitespace-only input with the given message', () => {
    expect(() => requireText(' \t\n', 'Please enter some HTML to encode')).toThrow('Please enter some HTML to encode');
    expect(() => requireText(' x ', 'unused')).not.toThrow();
  });
});
