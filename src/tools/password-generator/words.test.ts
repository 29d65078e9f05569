import { describe, expect, it } from 'vitest';
import { expectToolError } from '../../../tests/unit/tool-errors';
import { crackSpan, DEFAULT_OPTIONS, generatePassword, strengthOf } from './core';
import { STRENGTH_WORDS } from './words';

const crackTime = (bits: number) => STRENGTH_WORDS.crackTime(crackSpan(bits));

describe("the password generator's words", () => {
  it('asks for a character set (spec section 5)', () => {
    const none = { uppercase: false, lowercase: false, numbers: false, symbols: false };
    expectToolError(
      () => generatePassword({ ...DEFAULT_OPTIONS, sets: none }),
      'Please select at least one character set',
    );
  });

  it("labels the strength in the spec's words (section 9)", () => {
    const label = (password: string) => STRENGTH_WORDS.levels[strengthOf(password).level];
    expect(label('aA1!aA1!aA')).toBe('Very Strong');
    expect(label('aaaaaaaaaA1')).toBe('Strong');
    expect(label('aaaaaaaa')).toBe('Medium');
    expect(label('aaaaaaa')).toBe('Weak');
  });

  it('says how long an offline attack at 10 billion guesses a second would take', () => {
    expect(crackTime(20)).toBe('less than a second');
    expect(crackTime(Math.log2(2 * 1e10 * 90))).toBe('1 minute');
    expect(crackTime(Math.log2(2 * 1e10 * 7200))).toBe('2 hours');
    expect(crackTime(Math.log2(2 * 1e10 * 3 * 365.25 * 86400))).toBe('3 years');
    expect(crackTime(Math.log2(2 * 1e10 * 4.5e9 * 365.25 * 86400))).toBe('4 billion years');
    expect(crackTime(103.86)).toBe('29 trillion years');
    expect(crackTime(120)).toBe('more than a quadrillion years');
  });
});
