import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../tests/unit/arbitraries';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import {
  CSS_NAMED_COLOUR_COUNT,
  clampComponent,
  colourFault,
  formatHsl,
  formatRgb,
  nearestCssName,
  parseHex,
  rgbToHex,
  rgbToHsl,
} from '.';

describe('parseHex', () => {
  it('reads 6 and 3 digits, with or without #, any case, blanks trimmed', () => {
    expect(parseHex('#FFFFFF')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('ff8000')).toEqual({ r: 255, g: 128, b: 0 });
    expect(parseHex('#FFF')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex(' #0a3 ')).toEqual({ r: 0, g: 170, b: 51 });
  });

  it('reads 4 and 8 digits as alpha', () => {
    expect(parseHex('#FF000080')).toEqual({ r: 255, g: 0, b: 0, alpha: 128 / 255 });
    expect(parseHex('#f008')).toEqual({ r: 255, g: 0, b: 0, alpha: 136 / 255 });
  });

  it.each(['', '#', 'FF', '#FFFFF', '#GGGGGG', '##FFF', 'FFFFFFFFF', 'rgb(1,2,3)', '#FF FF FF'])(
    "refuses %j with the spec's fault",
    (input) => {
      expect(toolErrorOf(() => parseHex(input))).toMatchObject({ code: 'colour.invalidHex', params: {} });
    },
  );

  it('never throws anything but the intended error', () => {
    fc.assert(
      fc.property(anyText(), (s) => {
        try {
          parseHex(s);
        } catch (e) {
          expect(colourFault.is(e, 'invalidHex')).toBe(true);
        }
      }),
    );
  });
});

describe('rgbToHex and formatting', () => {
  it('writes upper-case #RRGGBB, clamping components', () => {
    expect(rgbToHex({ r: 255, g: 0, b: 0 })).toBe('#FF0000');
    expect(rgbToHex({ r: 10, g: 171, b: 205 })).toBe('#0AABCD');
    expect(rgbToHex({ r: 300, g: -5, b: Number.NaN })).toBe('#FF0000');
    expect(rgbToHex({ r: 0, g: 0, b: 0, alpha: 0.5 })).toBe('#00000080');
    expect(rgbToHex({ r: 0, g: 0, b: 0, alpha: 1 })).toBe('#000000');
  });

  it('clampComponent rounds and clamps to 0..255', () => {
    expect([clampComponent(-1), clampComponent(256), clampComponent(12.6), clampComponent(Number.NaN)]).toEqual([
      0, 255, 13, 0,
    ]);
  });

  it('formats rgb() and rgba()', () => {
    expect(formatRgb({ r: 255, g: 255, b: 255 })).toBe('rgb(255, 255, 255)');
    expect(formatRgb(parseHex('#FF000080'))).toBe('rgba(255, 0, 0, 0.502)');
  });

  it('converts to HSL (known vectors)', () => {
    expect(rgbToHsl({ r: 255, g: 0, b: 0 })).toEqual({ h: 0, s: 100, l: 50 });
    expect(rgbToHsl({ r: 0, g: 255, b: 0 })).toEqual({ h: 120, s: 100, l: 50 });
    expect(rgbToHsl({ r: 0, g: 0, b: 255 })).toEqual({ h: 240, s: 100, l: 50 });
    expect(rgbToHsl({ r: 128, g: 128, b: 128 })).toEqual({ h: 0, s: 0, l: 50 });
    expect(rgbToHsl({ r: 255, g: 0, b: 255 })).toEqual({ h: 300, s: 100, l: 50 });
    expect(formatHsl(parseHex('#6495ED'))).toBe('hsl(219, 79%, 66%)');
    expect(formatHsl(parseHex('#FFFFFF80'))).toBe('hsla(0, 0%, 100%, 0.502)');
  });

  it('hex -> rgb -> hex round-trips for every colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).toUpperCase().padStart(6, '0')}`;
        expect(rgbToHex(parseHex(hex))).toBe(hex);
      }),
    );
  });

  it('rgb -> hex -> rgb round-trips, alpha included', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(byte, byte, byte, fc.option(fc.integer({ min: 0, max: 254 }), { nil: undefined }), (r, g, b, a) => {
        const rgb = a === undefined ? { r, g, b } : { r, g, b, alpha: a / 255 };
        expect(parseHex(rgbToHex(rgb))).toEqual(rgb);
      }),
    );
  });
});

describe('nearestCssName', () => {
  it('covers the full CSS named-colour list', () => {
    // 148 names in CSS Color 4 (including rebeccapurple and both grey spellings).
    expect(CSS_NAMED_COLOUR_COUNT).toBe(148);
  });

  it('names exact colours exactly', () => {
    expect(nearestCssName({ r: 255, g: 0, b: 0 })).toEqual({ name: 'red', exact: true });
    expect(nearestCssName(parseHex('#663399'))).toEqual({ name: 'rebeccapurple', exact: true });
    expect(nearestCssName(parseHex('#6495ED'))).toEqual({ name: 'cornflowerblue', exact: true });
  });

  it('finds the closest name for other colours', () => {
    expect(nearestCssName(parseHex('#DC143D'))).toEqual({ name: 'crimson', exact: false });
    expect(nearestCssName(parseHex('#FE0000'))).toEqual({ name: 'red', exact: false });
    expect(nearestCssName(parseHex('#010101'))).toEqual({ name: 'black', exact: false });
  });
});
