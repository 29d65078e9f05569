import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RGB, convertRgb, parseRgbFunction } from '.';
import { convertHex } from '../../hex-to-rgb/core';

describe('convertRgb', () => {
  it('defaults to red and writes upper-case hex', () => {
    expect(convertRgb(DEFAULT_RGB.r, DEFAULT_RGB.g, DEFAULT_RGB.b).hex).toBe('#FF0000');
    expect(convertRgb(171, 205, 239).hex).toBe('#ABCDEF');
  });

  it('clamps to 0..255 and treats NaN (blank) as 0', () => {
    expect(convertRgb(999, -20, Number.NaN).hex).toBe('#FF0000');
    expect(convertRgb(12.4, 12.5, 0).rgb).toEqual({ r: 12, g: 13, b: 0 });
  });

  it('round-trips through HEX to RGB for any components', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (r, g, b) => {
        const colour = convertRgb(r, g, b);
        expect(convertHex(colour.hex)).toEqual(colour);
      }),
    );
  });
});

describe('parseRgbFunction', () => {
  it('reads the CSS rgb() and rgba() forms', () => {
    expect(parseRgbFunction(' rgb(255, 136, 0) ')).toEqual({ r: 255, g: 136, b: 0 });
    expect(parseRgbFunction('rgba(1,2,3,0.5)')).toEqual({ r: 1, g: 2, b: 3 });
    expect(parseRgbFunction('rgb(1 2 3 / 50%)')).toEqual({ r: 1, g: 2, b: 3 });
  });

  it('refuses anything else', () => {
    for (const text of ['rgb(256, 0, 0)', 'rgb(1, 2)', '#fff', 'rgb(a, b, c)', ''])
      expect(parseRgbFunction(text)).toBeNull();
  });
});
