import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import {
  addStop,
  colourAt,
  fault,
  gradientCss,
  gradientText,
  moveStop,
  parseGradient,
  removeStop,
  type Gradient,
} from '.';

const TWO = [
  { colour: '#ff0000', position: 0 },
  { colour: '#0000ff', position: 100 },
];
const linear = (over: Partial<Gradient> = {}): Gradient => ({
  kind: 'linear',
  angle: 90,
  shape: 'ellipse',
  interpolation: 'srgb',
  stops: TWO,
  ...over,
});

/** The fault's key, parameters and place, or what the text parsed to. */
function faultOf(text: string) {
  try {
    return parseGradient(text);
  } catch (error) {
    if (!fault.is(error)) throw error;
    return { key: error.code.slice(fault.namespace.length + 1), params: error.params, at: error.at };
  }
}

describe('CSS → model', () => {
  it('reads directions, angles in every unit, shapes, starts and the interpolation', () => {
    expect(parseGradient('linear-gradient(to right, red, blue)')).toEqual(linear());
    expect(parseGradient('linear-gradient(red, blue)').angle).toBe(180);
    expect(parseGradient('linear-gradient(to top left, red, blue)').angle).toBe(315);
    expect(parseGradient('linear-gradient(0.25turn, red, blue)').angle).toBe(90);
    expect(parseGradient('linear-gradient(-90deg, red, blue)').angle).toBe(270);
    expect(parseGradient('LINEAR-GRADIENT(In OKLCH 100grad, red, blue)')).toEqual(linear({ interpolation: 'oklch' }));
    expect(parseGradient('radial-gradient(circle in oklch, red, blue)')).toMatchObject({
      kind: 'radial',
      shape: 'circle',
      interpolation: 'oklch',
    });
    expect(parseGradient('background-image: conic-gradient(from 45deg, red, blue);')).toMatchObject({
      kind: 'conic',
      angle: 45,
    });
  });

  it('reads any CSS color as hex (alpha kept) and places stops as CSS does', () => {
    expect(parseGradient('linear-gradient(red, lime, blue 80%, black)').stops.map((s) => s.position)).toEqual([
      0, 40, 80, 100,
    ]);
    const { stops } = parseGradient(
      'linear-gradient(rgb(255 0 0 / 50%), hsl(120 100% 50%) 20%, oklch(0.5 0.1 200), transparent, #00f 10% 90%, black)',
    );
    // CSS's order: 10% is moved up to the 20% before it, then the two stops without a position share 20%-20%.
    expect(stops).toEqual([
      { colour: '#ff000080', position: 0 },
      { colour: '#00ff00', position: 20 },
      { colour: '#00747a', position: 20 },
      { colour: '#00000000', position: 20 },
      { colour: '#0000ff', position: 20 },
      { colour: '#0000ff', position: 90 },
      { colour: '#000000', position: 100 },
    ]);
  });

  it('says what is wrong, at its line and column', () => {
    expect(faultOf('radial(red, blue)')).toMatchObject({ at: { line: 1, column: 1 } });
    expect(faultOf('linear-gradient(90deg, red, bleu)')).toEqual({
      key: 'notAColour',
      params: { text: 'bleu' },
      at: { line: 1, column: 29 },
    });
    expect(faultOf('linear-gradient(90deg,\n  red 10px, blue)')).toEqual({
      key: 'badPosition',
      params: { text: '10px' },
      at: { line: 2, column: 7 },
    });
    expect(faultOf('linear-gradient(in hsl, red, blue)')).toMatchObject({ at: { column: 20 } });
    expect(faultOf('linear-gradient(red)')).toMatchObject({ key: 'tooFewStops' });
    expect(faultOf('linear-gradient(red, blue')).toMatchObject({ key: 'missingClose' });
    expect(faultOf('linear-gradient(red, blue) x')).toMatchObject({ at: { column: 28 } });
    expect(faultOf('linear-gradient(red,, blue)')).toMatchObject({ at: { column: 21 } });
    expect(faultOf('radial-gradient(closest-side, red, blue)')).toMatchObject({ at: { column: 17 } });
  });

  it('random and hostile text never escapes as another error', () => {
    const pieces = fc.constantFrom(
      'linear-gradient(',
      'conic-gradient(',
      'in ',
      'oklch',
      'to ',
      '(',
      ')',
      ',',
      ' ',
      '%',
      '90deg',
      'red',
      '#',
      '0',
      'rgb(',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.array(pieces, { maxLength: 20 }).map((a) => a.join('')),
        ),
        (text) => {
          try {
            parseGradient(text);
          } catch (error) {
            expect(error).toBeInstanceOf(ToolError);
          }
        },
      ),
      { numRuns: 200 },
    );
    expect(() => parseGradient(`linear-gradient(${'red, '.repeat(5000)}blue)`)).toThrow(ToolError);
  });
});

const hex = fc
  .tuple(fc.integer({ min: 0, max: 0xffffff }), fc.option(fc.integer({ min: 0, max: 254 })))
  .map(
    ([rgb, alpha]) =>
      `#${rgb.toString(16).padStart(6, '0')}${alpha === null ? '' : alpha.toString(16).padStart(2, '0')}`,
  );
const tenths = (max: number) => fc.integer({ min: 0, max }).map((n) => n / 10);

const gradients: fc.Arbitrary<Gradient> = fc
  .record({
    kind: fc.constantFrom('linear', 'radial', 'conic'),
    angle: tenths(3599),
    shape: fc.constantFrom('ellipse', 'circle'),
    interpolation: fc.constantFrom('srgb', 'oklch'),
    stops: fc.array(fc.record({ colour: hex, position: tenths(1000) }), { minLength: 2, maxLength: 6 }),
  })
  .map((g) => ({
    ...g,
    // What the text of each kind carries: radial has no angle, linear and conic no shape.
    angle: g.kind === 'radial' ? 0 : g.angle,
    shape: g.kind === 'radial' ? g.shape : 'ellipse',
    stops: [...g.stops].sort((a, b) => a.position - b.position),
  }));

describe('model → CSS', () => {
  it('round trips: model → CSS → the same model', () => {
    fc.assert(
      fc.property(gradients, (gradient) => {
        expect(parseGradient(gradientText(gradient))).toEqual(gradient);
      }),
      { numRuns: 200 },
    );
  });

  it('writes the fallbacks: a solid color, the sRGB gradient, then the OKLCH one', () => {
    expect(gradientCss(linear({ interpolation: 'oklch' }))).toBe(
      'background-color: #ba00c2;\n' +
        'background-image: linear-gradient(90deg, #ff0000 0%, #0000ff 100%);\n' +
        'background-image: linear-gradient(in oklch 90deg, #ff0000 0%, #0000ff 100%);\n',
    );
    expect(gradientCss(linear())).toBe(
      'background-color: #800080;\nbackground-image: linear-gradient(90deg, #ff0000 0%, #0000ff 100%);\n',
    );
    expect(gradientText(linear({ kind: 'conic', angle: 45 }))).toBe(
      'conic-gradient(from 45deg, #ff0000 0%, #0000ff 100%)',
    );
    expect(gradientText(linear({ kind: 'radial', shape: 'circle', interpolation: 'oklch' }))).toBe(
      'radial-gradient(in oklch circle, #ff0000 0%, #0000ff 100%)',
    );
  });
});

describe('edits', () => {
  it('a stop moved past another keeps the order, its new index returned', () => {
    const three = linear({ stops: [...TWO.slice(0, 1), { colour: '#00ff00', position: 50 }, TWO[1]] });
    const moved = moveStop(three, 0, 75);
    expect(moved.gradient.stops.map((s) => s.position)).toEqual([50, 75, 100]);
    expect(moved.index).toBe(1);
    expect(moveStop(three, 2, 140).gradient.stops[2].position).toBe(100);
  });

  it('adds a stop in the widest gap with the color already there; removes down to two', () => {
    const added = addStop(linear());
    expect(added.index).toBe(1);
    expect(added.gradient.stops[1]).toEqual({ colour: colourAt(linear(), 50), position: 50 });
    expect(removeStop(added.gradient, 1).gradient).toEqual(linear());
    expect(removeStop(linear(), 0).gradient).toEqual(linear());
  });
});
