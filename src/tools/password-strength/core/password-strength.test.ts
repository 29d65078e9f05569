import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimate, MAX_CHECKED_CHARS } from '.';

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
    expect(estimate('zxcvbnm,./').sequence[0]).toMatchObject({ pattern: 'spatial', graph: 'qwerty' });
    expect(estimate('P@ssw0rd').sequence[0]).toMatchObject({ l33t: true, subDisplay: '@ -> a, 0 -> o' });
    expect(estimate('hellohellohello').sequence[0]).toMatchObject({ baseToken: 'hello', repeatCount: 3 });
  });

  it('a longer passphrase of random words is stronger than each of its words', () => {
    const words = ['orbit', 'lantern', 'pickle', 'granite', 'velvet'];
    const whole = estimate(words.join(' ')).guessesLog10;
    for (const word of words) expect(whole).toBeGreaterThan(estimate(word).guessesLog10 + 5);
  });
});

describe('a long password', () => {
  it('checks the first 100 characters only', { timeout: 30_000 }, () => {
    expect(estimate('Ab1!'.repeat(300)).password).toHaveLength(MAX_CHECKED_CHARS);
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
