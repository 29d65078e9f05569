import { describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { parseCount } from './core';
import type { LoremUnit } from './core/options';
import './words';

/** The title and description of the fault parseCount throws. */
function said(text: string, unit: LoremUnit): [string, string | undefined] {
  try {
    parseCount(text, unit);
  } catch (error) {
    if (error instanceof ToolError) return [error.title, error.description];
  }
  throw new Error('no ToolError');
}

describe("the Lorem Ipsum Generator's words", () => {
  it('says what is not a count, and a count past the limit, with the limit', () => {
    for (const text of ['0', '-3', '2.5', 'five', '1e3'])
      expect(said(text, 'words')).toEqual(['Not a count', 'Enter a whole number of words, from 1 to 100,000.']);
    expect(said('1001', 'paragraphs')).toEqual([
      'Too many',
      'Up to 1,000 paragraphs at a time: 1001 is too many. Generate in parts, or fewer.',
    ]);
    expect(said('99999999999999999999', 'sentences')[1]).toMatch(/^Up to 10,000 sentences at a time/);
  });
});
