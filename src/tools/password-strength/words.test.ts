import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimate, MAX_CHECKED_CHARS } from './core';
import { guessesText } from './patterns';
import { checkPasswordStrength } from './result';
import { PASSWORD_STRENGTH_MESSAGES as M } from './words';

describe("the checker's words", () => {
  it('says what each pattern is', () => {
    expect(checkPasswordStrength('zxcvbnm,./').outputs.patterns).toContain('keyboard pattern on the QWERTY keyboard');
    expect(checkPasswordStrength('P@ssw0rd').outputs.patterns).toContain('l33t (@ -> a, 0 -> o)');
    expect(checkPasswordStrength('hellohellohello').outputs.patterns).toContain('repeat of "hello" 3 times');
  });

  it('gives the score, the guesses with their log10, four crack times, the warning and suggestions', () => {
    const { outputs, meter } = checkPasswordStrength('password');
    expect(meter).toEqual({ value: 0, max: 4, label: 'Strength', text: 'Too guessable' });
    const lines = outputs.report.split('\n');
    expect(lines[0]).toBe(`Score: 0 of 4. ${M.scores[0]}`);
    expect(lines[1]).toBe('Guesses: 3 (log10: 0.48)');
    for (const attack of Object.values(M.attacks)) expect(outputs.report).toContain(`  ${attack}: `);
    expect(outputs.report).toContain('Warning: This is a heavily used password.');
    expect(outputs.report).toContain('Suggestions:\n  - Add more words that are less common.');
  });

  it('writes large numbers of guesses as powers of ten', () => {
    expect(guessesText(999_999)).toBe('999,999');
    expect(guessesText(5.27e19)).toBe('5.3 × 10^19');
  });

  it('checks the first 100 characters of a longer password, and says so', { timeout: 30_000 }, () => {
    const { outputs } = checkPasswordStrength('Ab1!'.repeat(300));
    expect(outputs.report).toContain(M.truncated(MAX_CHECKED_CHARS, 1200));
  });

  it('the report starts with the score', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (password) => {
        const { outputs } = checkPasswordStrength(password);
        expect(outputs.report.startsWith(`Score: ${estimate(password).score} of 4.`)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
