import { describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { fault, MORSE_ACTIONS, morseToText, textToMorse, translateMorse } from './core';
import { unknownNote } from './note';
import './words';

const refusal = (action: string, text: string) => {
  try {
    translateMorse(action, text, { wordGap: 'slash' });
  } catch (error) {
    return error instanceof ToolError ? error.message : error;
  }
};

describe("the Morse code translator's words", () => {
  it('names characters without a code with their line and column', () => {
    expect(unknownNote(MORSE_ACTIONS.toMorse, textToMorse('ok #1\nß 😀 ~'))).toBe(
      "4 characters have no Morse code and were left out: '#' (line 1, column 4), 'ß' (line 2, column 1), '😀' (line 2, column 3), '~' (line 2, column 6).",
    );
    expect(unknownNote(MORSE_ACTIONS.toMorse, textToMorse('a~'))).toBe(
      "One character has no Morse code and was left out: '~' (line 1, column 2).",
    );
    expect(unknownNote(MORSE_ACTIONS.toMorse, textToMorse('#'.repeat(8)))).toMatch(/, and 3 more\.$/);
  });

  it('names codes that are not Morse letters', () => {
    expect(unknownNote(MORSE_ACTIONS.toText, morseToText('.- ........ -...\n.x-'))).toBe(
      "2 codes are not in the Morse alphabet and were left out: '........' (line 1, column 4), '.x-' (line 2, column 1).",
    );
  });

  it('refuses blank and too long input in its words', () => {
    expect(refusal(MORSE_ACTIONS.toText, ' \n')).toBe('Please enter Morse code to translate');
    expect(refusal(MORSE_ACTIONS.toMorse, '')).toBe('Please enter text to translate');
    expect(fault('tooLong', { chars: 50_000_001, limit: 50_000_000 }).message).toBe(
      'The text is too long to translate here: 50,000,001 characters; the most is 50,000,000.',
    );
  });
});
