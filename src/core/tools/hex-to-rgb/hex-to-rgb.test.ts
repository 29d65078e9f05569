import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertHex } from '.';

describe('convertHex', () => {
  it('expands 3 digits and describes the colour', () => {
    expect(convertHex('#FFF')).toEqual({
      ok: true,
      colour: {
        rgb: { r: 255, g: 255, b: 255 },
        hex: '#FFFFFF',
        rgbText: 'rgb(255, 255, 255)',
        hslText: 'hsl(0, 0%, 100%)',
        name: { name: 'white', exact: true },
      },
    });
  });

  it('reads 8 digits with alpha', () => {
    const result = convertHex('00800080');
    expect(result.ok && result.colour.rgbText).toBe('rgba(0, 128, 0, 0.502)');
    expect(result.ok && result.colour.name).toEqual({ name: 'green', exact: true });
  });

  it("answers bad input with the spec's message and never throws", () => {
    expect(convertHex('#12345')).toEqual({
      ok: false,
      error: 'Please enter a valid hex color (e.g., #FFF or #FFFFFF)',
    });
    fc.assert(
      fc.property(fc.string(), (s) => {
        const result = convertHex(s);
        if (!result.ok) expect(result.error).toBe('Please enter a valid hex color (e.g., #FFF or #FFFFFF)');
      }),
    );
  });
});
