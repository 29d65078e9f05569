import { describe, expect, it } from 'vitest';
import { decodeJsonFile, formatJson } from '../../core/shared/json';
import './json';

const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error');
};
const format = (text: string) => () => formatJson(text, { indent: '2', sortKeys: false });

describe("the JSON engine's words", () => {
  it("says 'Invalid JSON: ' and the parser's message with the line and column", () => {
    expect(messageOf(format('{"a":1,}'))).toBe(
      "Invalid JSON: Unexpected token '}', expected a property name at line 1, column 8",
    );
    expect(messageOf(format('[\n  1,\n  }'))).toBe(
      "Invalid JSON: Unexpected token '}', expected a value at line 3, column 3",
    );
    expect(messageOf(format(''))).toBe('Invalid JSON: Unexpected end of JSON input at line 1, column 1');
    expect(messageOf(format('"\\x"'))).toBe('Invalid JSON: Bad escaped character in JSON at line 1, column 2');
    expect(messageOf(format('{"a":1} x'))).toBe(
      "Invalid JSON: Unexpected token 'x', expected the end of the JSON text at line 1, column 9",
    );
  });

  it('says where a JSON file is not UTF-8 (0-based)', () => {
    const bytes = new Uint8Array(1200).fill(0x20);
    bytes[1000] = 0xff;
    expect(messageOf(() => decodeJsonFile(bytes))).toBe(
      'Invalid JSON: Invalid UTF-8 at byte 1000 (0xFF; bytes counted from 0). JSON must be UTF-8.',
    );
  });
});
