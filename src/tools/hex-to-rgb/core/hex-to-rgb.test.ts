import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectToolError } from '../../../../tests/unit/tool-errors';
import { ToolError } from '../../../core/shared/tool-error';
import { INVALID_HEX_MESSAGE, convertHex } from '.';

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

  it("answers bad input with the spec's message and throws nothing but that ToolError", () => {
    expectToolError(() => convertHex('#12345'), 'Please enter a valid hex color (e.g., #FFF or #FFFFFF)');
    fc.assert(
      fc.property(fc.string(), (s) => {
        try {
          convertHex(s);
        } catch (e) {
          expect(e).toBeInstanceOf(ToolError);
          expect(e).toMatchObject({ title: INVALID_HEX_MESSAGE, description: undefined });
        }
      }),
    );
  });
});
