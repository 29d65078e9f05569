import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { alignedText } from '../../core/shared/structured';
import { STATUS_CODES, findStatusCodes } from './core';
import { searchResult } from './result';
import './words';

describe("the status codes' words", () => {
  it('shows each code with its RFC section, meaning and when to use it, and the registry date', () => {
    const { output, note } = searchResult(findStatusCodes(' 429 '));
    expect(alignedText(output)).toBe(
      [
        '429 Too Many Requests',
        'Reference:   RFC 6585, section 4 · Client error (4xx)',
        'Meaning:     The client sent too many requests in a given time (rate limiting).',
        'When to use: Over the rate limit; say when to retry with Retry-After.',
        '',
      ].join('\n'),
    );
    expect(note).toBe(
      `1 of ${STATUS_CODES.length} registered codes. IANA HTTP Status Code Registry as of 2022-06 (as revised by RFC 9110), bundled.`,
    );
  });

  it('says when nothing matches, and refuses an overlong search', () => {
    expect(toolErrorOf(() => findStatusCodes('999')).description).toBe(
      'No registered status code matches “999”. Try a code (404), a class (4xx) or a word (redirect).',
    );
    expect(toolErrorOf(() => findStatusCodes('x'.repeat(201)))).toMatchObject({
      title: 'Search too long',
      description: 'A search is at most 200 characters.',
    });
  });
});
