import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { DEFAULT_REGEX_TESTER_OPTIONS } from './core';
import { runRegexTester } from './run';
import { COMMON_PATTERNS } from './core/patterns';
import { PATTERN_LIBRARY } from './words';

describe("the regex tester's words", () => {
  it('says a result past the limit with the size it would reach', () => {
    const text = 'a'.repeat(40_000);
    const error = toolErrorOf(() =>
      runRegexTester('replace', text, { ...DEFAULT_REGEX_TESTER_OPTIONS, pattern: 'a', flags: 'g', replacement: '$`' }),
    );
    expect(error.title).toBe('Result too long');
    expect(error.description).toBe(
      "The replaced text would be 799,980,000 characters long: the limit is 500,000,000 (JavaScript's longest string is about 536 million). $`, $' and $& copy the text around each match.",
    );
  });

  it('describes every pattern of the library', () => {
    expect(PATTERN_LIBRARY.map(({ text }) => text)).toEqual(Object.values(COMMON_PATTERNS));
    expect(PATTERN_LIBRARY[0]).toEqual({ text: COMMON_PATTERNS.email, description: 'Email address' });
  });
});
