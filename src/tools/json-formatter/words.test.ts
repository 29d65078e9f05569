import { describe, expect, it } from 'vitest';
import { formatJson } from '../../core/shared/json';
import { JSON_TEXTS } from './words';

describe("the JSON formatter's words", () => {
  it('refuses to format 30,000 levels, saying the size and the limit', () => {
    const deep = '['.repeat(30_000) + ']'.repeat(30_000);
    const { refusal } = formatJson(deep, { indent: '2', sortKeys: false });
    expect(JSON_TEXTS.tooLargeToFormat(refusal!)).toBe(
      'Too large to format: the formatted text would be 1.7 GB (the limit is 500.0 MB), as the input is nested 30,000 levels deep and each line is indented by its depth. The minified text is in the Minified tab.',
    );
  });
});
