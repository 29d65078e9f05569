import { describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { fault, MAX_LENGTH_LIMIT, SLUGIFY_DEFAULTS, SLUGIFY_MAX_CHARS, slugify } from './core';
import './words';

const said = (text: string, maxLength = '') => {
  try {
    return slugify(text, { ...SLUGIFY_DEFAULTS, maxLength });
  } catch (error) {
    return error instanceof ToolError ? [error.title, error.description] : error;
  }
};

describe("the slug generator's words", () => {
  it('says a maximum length is not a whole number in range', () => {
    expect(said('a b', 'ten')).toEqual([
      'Invalid maximum length',
      `Enter a whole number of characters from 1 to ${MAX_LENGTH_LIMIT}, or leave it empty`,
    ]);
  });

  it('says a text is too long, with the counts grouped', () => {
    const { title, description } = fault('tooLong', { chars: 50_000_001, limit: SLUGIFY_MAX_CHARS });
    expect([title, description]).toEqual([
      'Text too long',
      'The text is too long: 50,000,001 characters; the most is 50,000,000.',
    ]);
  });
});
