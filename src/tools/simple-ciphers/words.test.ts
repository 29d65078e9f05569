import { describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { caesar, CIPHER_ACTIONS, fault, CIPHER_DEFAULTS, CIPHER_MAX_CHARS, type CipherOptions } from './core';
import { cipherOutput } from './output';
import './words';

const said = (action: string, text: string, options: Partial<CipherOptions> = {}) => {
  try {
    return cipherOutput(action, text, { ...CIPHER_DEFAULTS, ...options });
  } catch (error) {
    return error instanceof ToolError ? error.message : error;
  }
};

describe("the simple ciphers' words", () => {
  it('lists the 25 candidates, one a line, most English first', () => {
    const lines = cipherOutput(CIPHER_ACTIONS.tryAll, caesar('Meet me\nat noon', 7), CIPHER_DEFAULTS).split('\n');
    expect(lines).toHaveLength(25);
    expect(lines[0]).toMatch(/^ 1\. Shift {2}7 \(χ² \d+\.\d\): Meet me ⏎ at noon$/);
    expect(new Set(lines.map((line) => /Shift +(\d+)/.exec(line)![1])).size).toBe(25);
  });

  it('cuts a long candidate to its start', () => {
    const english = 'It was the best of times, it was the worst of times, it was the age of wisdom.';
    const line = cipherOutput(CIPHER_ACTIONS.tryAll, caesar(english.repeat(10), 3), CIPHER_DEFAULTS).split('\n')[0];
    expect(line.endsWith('…')).toBe(true);
    expect(line.length).toBeLessThan(180);
  });

  it('refuses bad input in its words', () => {
    expect(said(CIPHER_ACTIONS.encrypt, ' ')).toBe('Please enter text to encrypt');
    expect(said(CIPHER_ACTIONS.decrypt, '')).toBe('Please enter text to decrypt');
    expect(said(CIPHER_ACTIONS.tryAll, '\n')).toBe('Please enter text to try every shift on');
    expect(said(CIPHER_ACTIONS.tryAll, '123 !?')).toBe(
      'The text has no letters A to Z: every shift gives it back as it is.',
    );
    expect(said(CIPHER_ACTIONS.encrypt, 'abc', { cipher: 'caesar', shift: '3.5' })).toBe(
      "The shift must be a whole number, e.g. 3 or -5, not '3.5'.",
    );
    expect(said(CIPHER_ACTIONS.encrypt, 'abc', { cipher: 'vigenere', key: '123' })).toBe(
      'The Vigenère key needs at least one letter (A to Z), e.g. LEMON.',
    );
    expect(fault('tooLong', { chars: 100_000_001, limit: CIPHER_MAX_CHARS }).message).toBe(
      'The text is too long to encrypt here: 100,000,001 characters; the most is 100,000,000.',
    );
  });
});
