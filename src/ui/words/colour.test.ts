import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { parseHex } from '../../core/shared/colour';
import { parseColour } from '../../core/shared/colour/css';
import './colour';

describe("the colour readers' words", () => {
  it("refuses a bad hex code with the spec's message", () => {
    expect(toolErrorOf(() => parseHex('#12345'))).toMatchObject({
      title: 'Please enter a valid hex color (e.g., #FFF or #FFFFFF)',
      description: undefined,
    });
  });

  it('names the fault and its column', () => {
    const cases: [string, string][] = [
      ['rgbx(1 2 3)', "Unknown color function 'rgbx' at column 1"],
      ['  rgbx(1 2 3)', "Unknown color function 'rgbx' at column 3"],
      ['#12345', 'A hex color has 3, 4, 6 or 8 digits, not 5'],
      ['#12g', "'g' at column 4 is not a hex digit"],
      ['redd', "Unknown color name 'redd'"],
      ['rgb(1 2', "Missing ')' at column 8"],
      ['rgb(1 2 3) x', "Unexpected 'x' after ')' at column 12"],
      ['rgb(1 2 abc)', "Expected a number at column 9, found 'abc'"],
      ['rgb(1 2)', 'rgb() takes 3 values and an optional alpha, found 2 values'],
      ['cmyk(0%, 50%, 120%, 0%)', "CMYK value '120%' at column 15 is outside 0-100%"],
      ['device-cmyk(0 50 1 0)', "CMYK value '50' at column 15 is outside 0-1: write a percentage as 50%"],
    ];
    for (const [text, message] of cases) expect(toolErrorOf(() => parseColour(text)).title, text).toBe(message);
    expect(toolErrorOf(() => parseColour('color(foo 1 2 3)')).title).toMatch(
      /^Unknown color\(\) space 'foo' at column 7/,
    );
    expect(toolErrorOf(() => parseColour('x'.repeat(501))).title).toBe('A color is at most 500 characters long');
  });
});
