import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { convertRoman } from './core';
import { breakdownOf } from './words';

const refusal = (text: string) => {
  const { title, description } = toolErrorOf(() => convertRoman(text));
  return [title, description];
};

describe("the Roman numeral converter's words", () => {
  it('says how it read a numeral', () => {
    expect(breakdownOf(convertRoman('1994').parts)).toBe('Read as M + CM + XC + IV = 1000 + 900 + 90 + 4.');
  });

  it('refuses malformed numerals with the rule they break', () => {
    const cases: [string, string][] = [
      ['IIII', 'I is repeated 4 times; no letter may stand more than three times in a row (write IV).'],
      ['VX', 'V is never subtracted: only I, X and C can stand before a larger letter, so VX is not a numeral.'],
      ['IC', 'I can be subtracted only from V and X, not from C.'],
      ['MMMM', 'M is repeated 4 times: past MMMCMXCIX (3999) the standard numerals stop.'],
      ['VV', 'V never repeats (VV is written X).'],
      ['IIX', 'Only one I may stand before X: a subtracted letter is never repeated.'],
      ['XCX', 'X cannot follow XC: letters must go from the largest value to the smallest.'],
      ['  XLA', '“A” is not a Roman numeral letter: only I, V, X, L, C, D and M are.'],
    ];
    for (const [text, description] of cases) expect(refusal(text), text).toEqual(['Not a Roman numeral', description]);
  });

  it('refuses numbers outside 1 to 3999, and blank or overlong input', () => {
    expect(refusal('0')).toEqual(['Out of range', 'Roman numerals have no zero: the range is 1 to 3999.']);
    expect(refusal('4000')).toEqual([
      'Out of range',
      'The largest standard Roman numeral is MMMCMXCIX (3999); 4000 and beyond need a bar over the letters.',
    ]);
    expect(refusal('2.5')).toEqual(['Out of range', 'Only whole numbers from 1 to 3999 have a Roman numeral.']);
    expect(refusal('   ')).toEqual(['Not a Roman numeral', 'Type a number from 1 to 3999 or a Roman numeral.']);
    expect(refusal('M'.repeat(100))).toEqual([
      'Not a Roman numeral',
      'Too long: the longest Roman numeral (3888, MMMDCCCLXXXVIII) has 15 letters; this has over 40.',
    ]);
  });
});
