import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { colourFault } from '../../../core/shared/colour';
import { convertHex } from '.';

describe('convertHex', () => {
  it('expands 3 digits and describes the colour', () => {
    expect(convertHex('#FFF')).toEqual({
      rgb: { r: 255, g: 255, b: 255 },
      hex: '#FFFFFF',
      rgbText: 'rgb(255, 255, 255)',
      hslText: 'hsl(0, 0%, 100%)',
      name: { name: 'white', exact: true },
    });
  });

  it('reads 8 digits with alpha', () => {
    const colour = convertHex('00800080');
    expect(colour.rgbText).toBe('rgba(0, 128, 0, 0.502)');
    expect(colour.name).toEqual({ name: 'green', exact: true });
  });

  it("answers bad input with the spec's fault and throws nothing but that ToolError", () => {
    expect(
      colourFault.is(
        toolErrorOf(() => convertHex('#12345')),
        'invalidHex',
      ),
    ).toBe(true);
    fc.assert(
      fc.property(fc.string(), (s) => {
        try {
          convertHex(s);
        } catch (e) {
          expect(colourFault.is(e, 'invalidHex')).toBe(true);
        }
      }),
    );
  });
});
