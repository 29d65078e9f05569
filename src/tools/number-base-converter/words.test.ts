import { describe, expect, it } from 'vitest';
import { expectToolError } from '../../../tests/unit/tool-errors';
import { convertBase } from './core';
import { baseHint } from './words';

describe("the number base converter's words", () => {
  it("refuses a digit outside the base with the spec's notice", () => {
    expectToolError(
      () => convertBase('12', 2, 10),
      'Conversion error',
      'Please check your input value and selected bases.',
    );
  });

  it('gives character hints', () => {
    expect(baseHint(2)).toBe('0 and 1');
    expect(baseHint(8)).toBe('0-7');
    expect(baseHint(10)).toBe('0-9');
    expect(baseHint(16)).toBe('0-9, A-F');
    expect(baseHint(32)).toBe('0-9, A-V');
    expect(baseHint(36)).toBe('0-9, A-Z');
  });
});
