import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, estimate, MAX_CHECKED_CHARS, PASSWORD_STRENGTH_MESSAGES as M } from '.';
import { guessesText } from './patterns';

// zxcvbn has no command-line oracle on Debian (python3-zxcvbn is not installed by default): the oracles are zxcvbn's
// known results (the original paper's and README's examples) and properties that hold for any input.
describe('known results', () => {
  it.each([
    ['password', 0],
    ['123456', 0],
    ['qwerty', 0],
    ['P@ssw0rd', 0],
    ['drowssap', 0],
    ['abcdefgh', 0],
    ['correct horse battery staple', 4],
    ['J7#kq!vL9@zP2^mW', 4],
    ['Xk3!vR8#qL2$wP9&', 4],
  ])('%s scores %i', (password, score) => {
    expect(estimate(password).score).toBe(score);
  });

  it('says why: a common password, a date, a sequence, a repeat, a keyboard row', () => {
    const warning = (password: string) => estimate(password).feedback.warning;
    expect(warning('password')).toBe('This is a heavily used password.');
    expect(warning('1987-12-24')).toBe('Dates are easy to guess.');
    expect(warning('abcdef')).toBe('Common character sequences like "abc" are easy to guess.');
    expect(warning('aaaaaaa')).toBe('Repeated characters like "aaa" are easy to guess.');
    expect(checkPasswordStrength('zxcvbnm,./').outputs.patterns).toContain('keyboard pattern on the QWERTY keyboard');
    expect(checkPasswordStrength('P@ssw0rd').outputs.patterns).toContain('l33t (@ -> a, 0 -> o)');
    expect(checkPasswordStrength('hellohellohello').outputs.patterns).toContain('repeat of "hello" 3 times');
  });

  it('a longer passphrase of random words is stronger than each of its words', () => {
    const words = ['orbit', 'lantern', 'pickle', 'granite', 'velvet'];
    const whole = estimate(words.join(' ')).guessesLog10;
    for (const word of words) expect(whole).toBeGreaterThan(estimate(word).guessesLog10 + 5);
  });
});

describe('the report', () => {
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
    const long = 'Ab1!'.repeat(300);
    const { outputs } = checkPasswordStrength(long);
    expect(outputs.report).toContain(M.truncated(MAX_CHECKED_CHARS, 1200));
    expect(estimate(long).password).toHaveLength(MAX_CHECKED_CHARS);
  });
});

describe('properties', () => {
  // Some 3 s alone, far more beside the rest of the suite on a busy machine.
  it('random input never throws; the score is 0 to 4, and agrees with the guesses', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (password) => {
        const result = estimate(password);
        expect([0, 1, 2, 3, 4]).toContain(result.score);
        const bounds = [1e3, 1e6, 1e8, 1e10];
        // zxcvbn's thresholds (its guesses carry a delta of 5 at each bound).
        const expected = bounds.filter((bound) => result.guesses >= bound + 5).length;
        expect(result.score).toBe(expected);
        const { outputs } = checkPasswordStrength(password);
        expect(outputs.report.startsWith(`Score: ${result.score} of 4.`)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('the patterns cover the password, piece after piece, in order', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (password) => {
        const { sequence } = estimate(password);
        let next = 0;
        for (const match of sequence) {
          expect(match.i).toBe(next);
          next = match.j + 1;
        }
        expect(next).toBe(password.length);
      }),
      { numRuns: 100 },
    );
  });
});
