import { converter, type Color } from 'culori/fn';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { parseColour, srgbOf } from '../../../core/shared/colour/css';
import { ToolError } from '../../../core/shared/tool-error';
import {
  WCAG_LEVELS,
  apcaContrast,
  apcaY,
  checkContrast,
  fault,
  measure,
  ratioText,
  suggestText,
  textAtLightness,
} from '.';

const ys = (text: string) => apcaY(converter('rgb')(parseColour(text)));

/**
 * apca-w3's own test table (test/index.js of github.com/Myndex/apca-w3, library 0.1.7, base algorithm 0.0.98G-4g):
 * text, background, Lc. Not installed as a dependency: its licence is the W3 one (web use for W3/AGWG), so the values
 * are copied here as published.
 */
const APCA_W3_TABLE: [string, string, number][] = [
  ['#888', '#fff', 63.056469930209424],
  ['#fff', '#888', -68.54146436644962],
  ['#000', '#aaa', 58.146262578561334],
  ['#aaa', '#000', -56.24113336839742],
  ['#123', '#def', 91.66830811481631],
  ['#def', '#123', -93.06770049484275],
  ['#123', '#444', 8.32326136957393],
  ['#444', '#123', -7.526878460278154],
];

describe('APCA 0.0.98G-4g', () => {
  it.each(APCA_W3_TABLE)('%s on %s is Lc %d', (text, background, lc) => {
    expect(apcaContrast(ys(text), ys(background))).toBeCloseTo(lc, 10);
  });

  it('blends a transparent text color over the background first, as apca-w3 does (#0006 on #fff)', () => {
    expect(measure(parseColour('#0006'), parseColour('#fff')).apca).toBeCloseTo(54.62184067441377, 10);
  });

  it('is zero for a color on itself, and within about -108..106 for any pair', () => {
    expect(apcaContrast(ys('#777'), ys('#777'))).toBe(0);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const lc = apcaContrast(a, b);
        expect(lc).toBeGreaterThanOrEqual(-108.5);
        expect(lc).toBeLessThanOrEqual(106.5);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the WCAG 2.2 ratio', () => {
  it("gives WebAIM's published ratios, cut (not rounded) to 2 decimals", () => {
    const ratio = (a: string, b: string) => ratioText(measure(parseColour(a), parseColour(b)).ratio);
    expect(ratio('#000', '#fff')).toBe('21:1');
    expect(ratio('#767676', '#fff')).toBe('4.54:1');
    expect(ratio('#777', '#fff')).toBe('4.47:1');
    expect(ratio('#fff', '#fff')).toBe('1:1');
    expect(ratioText(4.4999)).toBe('4.49:1');
  });

  it('passes and fails each level by the unrounded ratio', () => {
    const { passes } = checkContrast('#777777', '#ffffff', 'aa');
    expect(passes).toContainEqual({ id: 'aa', passes: false });
    expect(passes).toContainEqual({ id: 'aa-large', passes: true });
    expect(passes).toContainEqual({ id: 'ui', passes: true });
  });

  it('is the same both ways round, and between 1 and 21', () => {
    const rgb = fc
      .tuple(...[0, 1, 2].map(() => fc.integer({ min: 0, max: 255 })))
      .map(([r, g, b]): Color => ({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 }));
    fc.assert(
      fc.property(rgb, rgb, (a, b) => {
        const ratio = measure(a, b).ratio;
        expect(ratio).toBeCloseTo(measure(b, a).ratio, 12);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the suggestion', () => {
  it('finds the lightest grey that passes AA on white, #767676', () => {
    expect(suggestText(parseColour('#888'), parseColour('#fff'), 'aa')).toMatchObject({ hex: '#767676' });
    expect(suggestText(parseColour('#000'), parseColour('#fff'), 'aaa')).toBe('passes');
    expect(suggestText(parseColour('#777'), parseColour('#777'), 'aaa')).toBeNull();
  });

  it('passes the level, and no color nearer in lightness does', () => {
    const toOklch = converter('oklch');
    const rgb = fc
      .tuple(...[0, 1, 2].map(() => fc.integer({ min: 0, max: 255 })))
      .map(([r, g, b]): Color => ({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 }));
    const level = fc.constantFrom(...WCAG_LEVELS.map(({ id }) => id));
    fc.assert(
      fc.property(rgb, rgb, level, (text, background, id) => {
        const found = suggestText(text, background, id);
        const target = WCAG_LEVELS.find((candidate) => candidate.id === id)!.ratio;
        if (found === 'passes' || found === null) return;
        const suggested = parseColour(found.hex);
        expect(measure(suggested, background).ratio).toBeGreaterThanOrEqual(target);
        // A hundredth of lightness nearer the original fails: the search stops at the edge.
        const step = found.to > found.from ? -0.01 : 0.01;
        if (Math.abs(found.to - found.from) > 0.01) {
          const nearer = textAtLightness(toOklch(srgbOf(text)), found.to + step);
          expect(measure(nearer, background).ratio).toBeLessThan(target);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('the report', () => {
  it('names the input whose color is wrong', () => {
    expect(toolErrorOf(() => checkContrast('#12345', '#fff', 'aa'))).toMatchObject({
      code: 'colour.hexLength',
      params: { digits: 5 },
    });
    const background = toolErrorOf(() => checkContrast('#fff', 'rgbx(1 2 3)', 'aa'));
    expect(fault.is(background, 'background')).toBe(true);
    expect(background.params).toEqual({
      cause: { code: 'colour.unknownFunction', params: { name: 'rgbx', column: 1 } },
    });
    expect(background.at).toMatchObject({ column: 1, input: 'background' });
    expect(
      fault.is(
        toolErrorOf(() => checkContrast('#fff', ' ', 'aa')),
        'blankBackground',
      ),
    ).toBe(true);
  });

  it('measures a color outside sRGB on its mapped color, and says so', () => {
    expect(checkContrast('color(display-p3 0 1 0)', 'white', 'aa').mapped).toBe(true);
    expect(checkContrast('#000', 'white', 'aa').mapped).toBe(false);
  });

  it('throws nothing but its ToolError on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), (text, background) => {
        try {
          checkContrast(text, background, 'aa');
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 100 },
    );
  });
});
