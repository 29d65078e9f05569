import { spawnSync } from 'node:child_process';
import { converter, differenceEuclidean, type Color } from 'culori/fn';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { parseColour, srgbOf } from '../../../core/shared/colour/css';
import { ToolError } from '../../../core/shared/tool-error';
import { colourFault, type ColourFaults } from '../../../core/shared/colour';
import { COLOUR_FORMATS, SRGB_FORMATS, convertColour, fault, formatColour, gamutReport, type ColourFormat } from '.';

const distance = differenceEuclidean('oklab');
const xyzDistance = differenceEuclidean('xyz65');
const toRgb = converter('rgb');
/** The numbers of a CSS colour function, in order ('%' dropped). */
const numbers = (text: string) => [...text.matchAll(/-?\d+(\.\d+)?(e-?\d+)?/g)].map((match) => Number(match[0]));

const FORMATS_BUT_NAME = COLOUR_FORMATS.filter((format) => format !== 'name');

/** Any colour in sRGB (8-bit or not), with or without alpha, or any OKLCH colour (often outside sRGB). */
const unit = fc.double({ min: 0, max: 1, noNaN: true });
const alpha = fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined });
const anyColour: fc.Arbitrary<Color> = fc.oneof(
  fc.record({ mode: fc.constant('rgb' as const), r: unit, g: unit, b: unit, alpha }),
  fc.record({
    mode: fc.constant('oklch' as const),
    l: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
    c: fc.double({ min: 0, max: 0.37, noNaN: true }),
    h: fc.double({ min: 0, max: 359.99, noNaN: true }),
    alpha,
  }),
);

describe('round trips', () => {
  it('reads every form it writes back to the same color, within its rounding', () => {
    fc.assert(
      fc.property(anyColour, fc.constantFrom(...FORMATS_BUT_NAME), (colour, format) => {
        const written = formatColour(colour, format);
        const read = parseColour(written);
        // The forms that hold only sRGB hold the colour mapped into it, to about an 8-bit step (compared in sRGB, as
        // OKLab magnifies a step near black); the others the colour itself (compared in XYZ, linear light).
        const srgb = SRGB_FORMATS.includes(format);
        const expected = srgb ? srgbOf(colour) : colour;
        if (srgb) {
          const [a, b] = [toRgb(read), toRgb(expected)];
          for (const k of ['r', 'g', 'b'] as const)
            expect(Math.abs(a[k] - b[k]), `${format}: ${written}`).toBeLessThanOrEqual(0.003);
        } else expect(xyzDistance(read, expected), `${format}: ${written}`).toBeLessThan(0.001);
        expect(Math.abs((read.alpha ?? 1) - (expected.alpha ?? 1)), written).toBeLessThanOrEqual(0.5 / 255 + 1e-9);
      }),
      { numRuns: 200 },
    );
  });

  it('writes a CSS name only when the color is exactly one, and reads it back', () => {
    expect(convertColour('#663399', 'name').output).toBe('rebeccapurple');
    expect(convertColour('rgb(0 0 0 / 0)', 'name').output).toBe('transparent');
    const error = toolErrorOf(() => convertColour('#ff8800', 'name'));
    expect(fault.is(error, 'noExactName')).toBe(true);
    expect(error.params).toEqual({ nearest: 'darkorange' });
    for (const name of ['crimson', 'teal', 'papayawhip']) {
      expect(convertColour(convertColour(name, 'hex').output, 'name').output).toBe(name);
    }
  });
});

describe('reading', () => {
  it('reads every CSS form, case and blanks aside, bare hex, and CMYK three ways', () => {
    const orange = parseColour('#ff8000');
    for (const text of [
      ' #FF8000 ',
      'ff8000',
      'RGB(255, 128, 0)',
      'rgba(255 128 0 / 100%)',
      'hsl(30.1176deg 100% 50%)',
      'cmyk(0%, 50%, 100%, 0%)',
      'cmyk(0 50 100 0)',
      'device-cmyk(0 0.498 1 0)',
      '0, 49.8, 100, 0',
      'color(srgb 1 0.502 0)',
    ]) {
      expect(distance(parseColour(text), orange), text).toBeLessThan(0.003);
    }
  });

  it('names the fault and its column', () => {
    const cases: [string, keyof ColourFaults, object, number][] = [
      ['rgbx(1 2 3)', 'unknownFunction', { name: 'rgbx', column: 1 }, 1],
      ['  rgbx(1 2 3)', 'unknownFunction', { name: 'rgbx', column: 3 }, 3],
      ['#12345', 'hexLength', { digits: 5 }, 1],
      ['#12g', 'hexDigit', { char: 'g', column: 4 }, 4],
      ['redd', 'unknownName', { name: 'redd' }, 1],
      ['rgb(1 2', 'missingClose', { column: 8 }, 8],
      ['rgb(1 2 3) x', 'afterClose', { text: 'x', column: 12 }, 12],
      ['rgb(1 2 abc)', 'notNumber', { token: 'abc', column: 9 }, 9],
      ['rgb(1 2)', 'valueCount', { name: 'rgb', found: 2 }, 1],
      ['cmyk(0%, 50%, 120%, 0%)', 'cmykRange', { token: '120%', column: 15 }, 15],
      ['device-cmyk(0 50 1 0)', 'cmykFraction', { token: '50', column: 15 }, 15],
      ['color(foo 1 2 3)', 'unknownSpace', { space: 'foo', column: 7 }, 7],
    ];
    for (const [text, key, params, column] of cases) {
      const error = toolErrorOf(() => parseColour(text));
      expect(colourFault.is(error, key), text).toBe(true);
      expect(error.params, text).toEqual(params);
      expect(error.at?.column, text).toBe(column);
    }
    expect(toolErrorOf(() => parseColour('x'.repeat(501))).params).toEqual({ max: 500 });
  });

  it('throws nothing but its ToolError on any text', () => {
    const prefix = fc.constantFrom('', '#', 'rgb(', 'color(', 'color(display-p3 ', 'cmyk(', 'oklch(', 'hsl(1 ');
    fc.assert(
      fc.property(prefix, fc.string({ maxLength: 40 }), fc.constantFrom('', ')', ' / 0.5)'), (start, middle, end) => {
        const text = start + middle + end;
        for (const format of ['hex', 'oklch', 'cmyk', 'name'] as ColourFormat[]) {
          try {
            expect(typeof convertColour(text, format).output).toBe('string');
          } catch (error) {
            expect(error, text).toBeInstanceOf(ToolError);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('the gamut', () => {
  it('marks a P3 color outside sRGB and gives its clamped hex; the sRGB forms say they are mapped', () => {
    const p3 = gamutReport(parseColour('color(display-p3 0 1 0)'));
    expect(p3).toMatchObject({ inSrgb: false, gamut: 'p3' });
    expect(p3.srgbHex).toMatch(/^#[0-9a-f]{6}$/);
    expect(gamutReport(parseColour('color(rec2020 0 1 0)')).gamut).toBe('rec2020');
    expect(gamutReport(parseColour('#00ff00')).inSrgb).toBe(true);
    expect(gamutReport(parseColour('oklch(100% 0 0)')).inSrgb).toBe(true);
    expect(convertColour('color(display-p3 0 1 0)', 'hex').mapped).toBe(true);
    expect(convertColour('color(display-p3 0 1 0)', 'oklch').mapped).toBeUndefined();
  });

  it('calls a colour inside sRGB exactly when its color(srgb) form is within 0..1', () => {
    const red = 'oklch(62.8% 0.2577 29.23)';
    expect(formatColour(parseColour(red), 'srgb')).toBe('color(srgb 1.0001 0 0.0003)');
    expect(gamutReport(parseColour(red)).inSrgb).toBe(false);
    fc.assert(
      fc.property(
        fc.tuple(fc.double({ min: -0.01, max: 1.01, noNaN: true }), fc.constant(0.5), fc.constant(0.5)),
        ([r, g, b]) => {
          const colour = parseColour(`color(srgb ${r} ${g} ${b})`);
          const written = formatColour(colour, 'srgb')
            .match(/[-\d.]+/g)!
            .map(Number);
          expect(gamutReport(colour).inSrgb).toBe(written.every((channel) => channel >= 0 && channel <= 1));
        },
      ),
    );
  });
});

describe('hues', () => {
  it('writes a hue that rounds to 360 as 0', () => {
    for (const text of [
      'hsl(359.97 100% 50%)',
      'hwb(359.99 0% 0%)',
      'lch(54.29 106.82 359.999)',
      'oklch(60% 0.2 359.9999)',
    ]) {
      const colour = parseColour(text);
      for (const format of ['hsl', 'hwb', 'lch', 'oklch'] as const)
        expect(formatColour(colour, format)).not.toMatch(/ 360[ )]/);
    }
    expect(formatColour(parseColour('hsl(359.97 100% 50%)'), 'hsl')).toBe('hsl(0 100% 50%)');
  });
});

/**
 * Published CSS Color 4 values: the conversions in the web-platform-tests of css/css-color (each file named), the
 * reference suite of the CSS Color 4 spec. Each pair is the same colour written two ways.
 */
const PUBLISHED: [string, string, string][] = [
  ['display-p3-004.html', 'color(display-p3 0 1 0)', 'lab(86.61399% -106.539 102.871)'],
  ['lch-008.html', 'color(display-p3 0 1 0)', 'lch(86.6146% 148.1135 136.0089)'],
  ['display-p3-001.html', '#008000', 'color(display-p3 0.21604 0.49418 0.13151)'],
  ['display-p3-006.html', 'lch(54% 35 118)', 'color(display-p3 0.465377 0.532768 0.317713)'],
  ['display-p3-006.html', 'lch(54% 35 118)', 'rgb(44.8436% 53.537% 28.8112%)'],
  ['predefined-005.html', 'color(display-p3 0.26374 0.59085 0.16434)', '#009900'],
  ['lab-001.html', '#008000', 'lab(46.2775% -47.5621 48.5837)'],
  ['oklch-011.html', '#008000', 'oklch(51.975% 44.215% 142.495)'],
  ['oklch-006.html', 'oklch(80% 0.15 160)', 'rgb(32.022% 85.805% 61.147%)'],
  ['oklch-004.html', 'oklch(50% 0.2 0)', 'rgb(70.492% 2.351% 37.073%)'],
  ['srgb-linear-004.html', 'color(srgb-linear 0 1 0)', 'lab(87.8185% -79.271 80.9946)'],
  ['a98rgb-004.html', 'color(a98-rgb 0 1 0)', 'lab(83.2141% -129.1072 87.1718)'],
];

/**
 * The format each published value is written in, and how close our rounded form of it must be, per number (culori's
 * a98-rgb matrix differs from the spec's in the fourth digit: a* -129.08 for -129.107).
 */
const FORMAT_OF: [RegExp, ColourFormat, number][] = [
  [/^lab/, 'lab', 0.04],
  [/^lch/, 'lch', 0.04],
  [/^oklch/, 'oklch', 0.006],
  [/^color\(display-p3/, 'display-p3', 0.0001],
  [/^rgb|^#/, 'srgb', 0.0001],
];

describe('published CSS Color 4 conversions (web-platform-tests css/css-color)', () => {
  it.each(PUBLISHED)('%s: %s is %s', (_source, from, to) => {
    const [, format, tolerance] = FORMAT_OF.find(([shape]) => shape.test(to))!;
    const ours = formatColour(parseColour(from), format);
    // The published value in our format, unrounded: it carries percentages (and C as a percentage of 0.4) our way.
    const published = formatColour(parseColour(to), format);
    const [a, b] = [numbers(ours), numbers(published)];
    // A number to 2 decimals is within 0.005 of its value; relative for the larger ones.
    a.forEach((value, i) =>
      expect(Math.abs(value - b[i]), `${ours} vs ${to}`).toBeLessThanOrEqual(
        tolerance * Math.max(1, Math.abs(b[i]) / 100) + 0.005,
      ),
    );
    expect(distance(parseColour(from), parseColour(to))).toBeLessThan(0.0005);
  });
});

/** Python's colorsys (HLS and HSV, from which HWB follows: W = (1 - S) V, B = 1 - V), one spawn for the batch. */
const COLORSYS = String.raw`
import colorsys, json, sys
out = []
for r, g, b in json.load(sys.stdin):
    h, l, s = colorsys.rgb_to_hls(r / 255, g / 255, b / 255)
    hv, sv, v = colorsys.rgb_to_hsv(r / 255, g / 255, b / 255)
    out.append({'hsl': [h * 360, s * 100, l * 100], 'hwb': [hv * 360, (1 - sv) * v * 100, (1 - v) * 100]})
print(json.dumps(out))
`;

describe("HSL and HWB against Python's colorsys", () => {
  it('agrees on 120 random 8-bit colors and the corners, to the 1 decimal written', () => {
    const bytes = fc.sample(fc.tuple(...[0, 1, 2].map(() => fc.integer({ min: 0, max: 255 }))), {
      numRuns: 120,
      seed: 31,
    });
    const cases = [...bytes, [0, 0, 0], [255, 255, 255], [255, 0, 0], [0, 255, 255], [128, 128, 128]];
    const run = spawnSync('python3', ['-c', COLORSYS], { input: JSON.stringify(cases), encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const expected = JSON.parse(run.stdout) as { hsl: number[]; hwb: number[] }[];
    cases.forEach(([r, g, b], i) => {
      const colour = toRgb({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 });
      for (const format of ['hsl', 'hwb'] as const) {
        const ours = numbers(formatColour(colour, format));
        const theirs = expected[i][format];
        const grey = r === g && g === b;
        // Hue: on the circle, and none for a grey (we write 0).
        const hueGap = Math.abs(((ours[0] - theirs[0] + 540) % 360) - 180);
        if (!grey) expect(hueGap, `${format} of ${r},${g},${b}`).toBeLessThanOrEqual(0.05 + 1e-9);
        for (const k of [1, 2])
          expect(Math.abs(ours[k] - theirs[k]), `${format} of ${r},${g},${b}`).toBeLessThanOrEqual(0.05 + 1e-9);
      }
    });
  });
});

describe('naive CMYK', () => {
  it('writes and reads the textbook formulas', () => {
    expect(convertColour('#ff8000', 'cmyk').output).toBe('cmyk(0%, 49.8%, 100%, 0%)');
    expect(convertColour('cmyk(0%, 50%, 100%, 0%)', 'hex').output).toBe('#ff8000');
    expect(convertColour('#000', 'cmyk').output).toBe('cmyk(0%, 0%, 0%, 100%)');
    expect(convertColour('#fff', 'cmyk').output).toBe('cmyk(0%, 0%, 0%, 0%)');
    expect(convertColour('cmyk(0% 0% 0% 100% / 0.5)', 'rgb').output).toBe('rgb(0 0 0 / 0.5)');
    expect(convertColour('#00000080', 'cmyk').output).toBe('cmyk(0% 0% 0% 100% / 0.502)');
  });
});
