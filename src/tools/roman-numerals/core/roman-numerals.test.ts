import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { ToolError } from '../../../core/shared/tool-error';
import { MAX_ROMAN, ROMAN_MESSAGES as M, convertRoman, fromRoman, toRoman } from '.';

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
        if (canonical === undefined) expect(toolErrorOf(() => fromRoman(text)).title).toBe(M.invalidTitle);
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
            const read = canonical === undefined ? toolErrorOf(() => fromRoman(text)).title : fromRoman(text);
            if (read !== (canonical ?? M.invalidTitle)) misread.push(text);
          }
        }
      }
    }
    expect(misread).toEqual([]);
  });

  it('refuses malformed numerals with the reason and the column of the letter at fault', () => {
    const cases: [string, string, number][] = [
      ['IIII', M.repeatedFour('I', 'IV'), 4],
      ['VX', M.neverSubtracted('V', 'X'), 1],
      ['IC', M.subtractedFrom('I', 'C', 'V and X'), 1],
      ['MMMM', M.tooManyM, 4],
      ['VV', M.fiveRepeated('V', 'X'), 2],
      ['IIX', M.oneSubtracted('I', 'X'), 1],
      ['XCX', M.outOfOrder('X', 'XC'), 3],
      ['IXI', M.outOfOrder('I', 'IX'), 3],
      ['VIV', M.outOfOrder('IV', 'V'), 2],
      ['  XLA', M.badLetter('A'), 5],
    ];
    for (const [text, description, column] of cases) {
      const error = toolErrorOf(() => convertRoman(text));
      expect(error.description, text).toBe(description);
      expect(error.at, text).toEqual({ line: 1, column });
    }
  });

  it('converts numbers to numerals and says how it read them', () => {
    expect(convertRoman('1994')).toEqual({
      output: 'MCMXCIV',
      breakdown: M.breakdown('M + CM + XC + IV = 1000 + 900 + 90 + 4'),
    });
    expect(convertRoman(' mmmcmxcix ').output).toBe('3999');
    expect(convertRoman('+0042').output).toBe('XLII');
  });

  it('refuses numbers outside 1 to 3999, and blank or overlong input', () => {
    expect(toolErrorOf(() => convertRoman('0')).description).toBe(M.zero);
    expect(toolErrorOf(() => convertRoman('4000')).description).toBe(M.tooBig);
    expect(toolErrorOf(() => convertRoman('123456789012')).description).toBe(M.tooBig);
    expect(toolErrorOf(() => convertRoman('-5')).description).toBe(M.notWhole);
    expect(toolErrorOf(() => convertRoman('2.5')).description).toBe(M.notWhole);
    expect(toolErrorOf(() => convertRoman('   ')).description).toBe(M.blank);
    expect(toolErrorOf(() => convertRoman('M'.repeat(100))).title).toBe(M.invalidTitle);
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
