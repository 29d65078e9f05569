import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { ToolError } from '../../../core/shared/tool-error';
import { MAX_ROMAN, convertRoman, fromRoman, toRoman } from '.';

/** The canonical form, written independently of the converter: thousands, hundreds, tens, units. */
const CANONICAL = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;
const ALL = Array.from({ length: MAX_ROMAN }, (_, i) => toRoman(i + 1));
const VALUE_OF = new Map(ALL.map((numeral, i) => [numeral, i + 1]));

describe('Roman numerals', () => {
  it('round-trips every number from 1 to 3999, each numeral canonical and distinct', () => {
    const wrong = ALL.filter(
      (numeral, i) =>
        !CANONICAL.test(numeral) || fromRoman(numeral) !== i + 1 || fromRoman(numeral.toLowerCase()) !== i + 1,
    );
    expect(wrong).toEqual([]);
    expect(VALUE_OF.size).toBe(MAX_ROMAN);
  });

  it('accepts a string of Roman letters exactly when it is the canonical numeral of its value', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[IVXLCDM]{1,12}$/), (text) => {
        const canonical = VALUE_OF.get(text);
        if (canonical === undefined) expect(toolErrorOf(() => fromRoman(text)).at).toBeDefined();
        else expect(fromRoman(text)).toBe(canonical);
      }),
      { numRuns: 200 },
    );
    // Near misses: canonical numerals with one letter changed or added.
    const misread: string[] = [];
    for (const numeral of ALL.filter((_, i) => i % 89 === 0)) {
      for (let i = 0; i <= numeral.length; i++) {
        for (const letter of 'IVXLCDM') {
          for (const text of [
            numeral.slice(0, i) + letter + numeral.slice(i + 1),
            numeral.slice(0, i) + letter + numeral.slice(i),
          ]) {
            const canonical = VALUE_OF.get(text);
            const read = canonical === undefined ? toolErrorOf(() => fromRoman(text)).at && 'refused' : fromRoman(text);
            if (read !== (canonical ?? 'refused')) misread.push(text);
          }
        }
      }
    }
    expect(misread).toEqual([]);
  });

  it('refuses malformed numerals with the reason and the column of the letter at fault', () => {
    const cases: [string, string, object, number][] = [
      ['IIII', 'repeatedFour', { letter: 'I', fix: 'IV' }, 4],
      ['VX', 'neverSubtracted', { small: 'V', large: 'X' }, 1],
      ['IC', 'subtractedFrom', { small: 'I', large: 'C', allowed: ['V', 'X'] }, 1],
      ['MMMM', 'tooManyM', {}, 4],
      ['VV', 'fiveRepeated', { letter: 'V', fix: 'X' }, 2],
      ['IIX', 'oneSubtracted', { small: 'I', large: 'X' }, 1],
      ['XCX', 'outOfOrder', { token: 'X', previous: 'XC' }, 3],
      ['IXI', 'outOfOrder', { token: 'I', previous: 'IX' }, 3],
      ['VIV', 'outOfOrder', { token: 'IV', previous: 'V' }, 2],
      ['  XLA', 'badLetter', { letter: 'A' }, 5],
    ];
    for (const [text, code, params, column] of cases) {
      const error = toolErrorOf(() => convertRoman(text));
      expect([error.code, error.params], text).toEqual([`roman-numerals.${code}`, params]);
      expect(error.at, text).toEqual({ line: 1, column });
    }
  });

  it('converts numbers to numerals, piece by piece', () => {
    expect(convertRoman('1994')).toEqual({
      output: 'MCMXCIV',
      parts: [
        { text: 'M', value: 1000 },
        { text: 'CM', value: 900 },
        { text: 'XC', value: 90 },
        { text: 'IV', value: 4 },
      ],
    });
    expect(convertRoman(' mmmcmxcix ').output).toBe('3999');
    expect(convertRoman('+0042').output).toBe('XLII');
  });

  it('refuses numbers outside 1 to 3999, and blank or overlong input', () => {
    const code = (text: string) => toolErrorOf(() => convertRoman(text)).code;
    expect(code('0')).toBe('roman-numerals.zero');
    expect(code('4000')).toBe('roman-numerals.tooBig');
    expect(code('123456789012')).toBe('roman-numerals.tooBig');
    expect(code('-5')).toBe('roman-numerals.notWhole');
    expect(code('2.5')).toBe('roman-numerals.notWhole');
    expect(code('   ')).toBe('roman-numerals.blank');
    expect(toolErrorOf(() => convertRoman('M'.repeat(100))).params).toEqual({ max: 40 });
  });

  it('never throws anything but its own error on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        try {
          convertRoman(text);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 200 },
    );
  });
});
