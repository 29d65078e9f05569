import { describe, expect, it } from 'vitest';
import { TEXT_CASES } from './core';
import { CASE_LABELS, COPIED_MESSAGE, EMPTY_BODY, EMPTY_TITLE } from './words';

describe("the text case converter's words", () => {
  it("has the spec's tabs and messages", () => {
    expect(TEXT_CASES.map((c) => CASE_LABELS[c])).toEqual([
      'UPPERCASE',
      'lowercase',
      'Title Case',
      'Sentence case',
      'camelCase',
      'PascalCase',
      'snake_case',
      'kebab-case',
    ]);
    expect([EMPTY_TITLE, EMPTY_BODY, COPIED_MESSAGE]).toEqual([
      'No text to convert',
      'Please enter some text first',
      'Converted text has been copied to clipboard',
    ]);
  });
});
