import { describe, it } from 'vitest';
import { expectToolError } from '../../../tests/unit/tool-errors';
import { convertBytes, MAX_INPUT_CHARS } from './core';
import './words';

describe("the binary converter's words", () => {
  it("refuses blank, malformed and too long input in the spec's words", () => {
    expectToolError(() => convertBytes('  ', 'binary', 'text'), 'Please enter a value to convert');
    expectToolError(() => convertBytes('0102', 'binary', 'text'), 'Invalid input for the selected format');
    expectToolError(
      () => convertBytes('a'.repeat(MAX_INPUT_CHARS + 1), 'text', 'binary'),
      'Input too long',
      'The binary converter takes up to 65,536 characters at a time.',
    );
  });
});
