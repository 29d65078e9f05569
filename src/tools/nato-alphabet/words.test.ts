import { describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { fault, NATO_ACTIONS, NATO_MAX_CHARS, natoToText, textToNato, translateNato } from './core';
import { natoNote } from './note';
import './words';

const refusal = (action: string, text: string) => {
  try {
    translateNato(action, text, { digits: 'words' });
  } catch (error) {
    return error instanceof ToolError ? error.message : error;
  }
};

describe("the NATO alphabet's words", () => {
  it('names characters without a word with their line and column', () => {
    expect(natoNote(NATO_ACTIONS.toNato, textToNato('ok\n  é ~'))).toBe(
      "2 characters have no spelling word and were left out: 'é' (line 2, column 3), '~' (line 2, column 5).",
    );
  });

  it('names words that are not in the alphabet', () => {
    expect(natoNote(NATO_ACTIONS.toText, natoToText('Hotel Hello India\nBanana'))).toBe(
      "2 words are not in the spelling alphabet and were left out: 'Hello' (line 1, column 7), 'Banana' (line 2, column 1).",
    );
    expect(natoNote(NATO_ACTIONS.toText, natoToText('Hotel'))).toBeUndefined();
  });

  it('refuses blank and too long input in its words', () => {
    expect(refusal(NATO_ACTIONS.toText, ' ')).toBe('Please enter NATO words to read');
    expect(refusal(NATO_ACTIONS.toNato, '')).toBe('Please enter text to spell');
    expect(fault('tooLong', { chars: 12345678, limit: NATO_MAX_CHARS }).message).toMatch(
      /^The text is too long to spell here: 12,345,678 characters; the most is [\d,]+\.$/,
    );
  });
});
