import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { exportPalette, extractPalette, parseColour } from './core';
import './words';

describe("the palette generator's words", () => {
  it('say what is wrong', () => {
    expect(toolErrorOf(() => parseColour('bleu'))).toMatchObject({
      title: 'Not a CSS color',
      description:
        'Enter a color as CSS writes it: #3b82f6, rgb(59 130 246), hsl(217 91% 60%), oklch(0.62 0.19 260) or a name.',
    });
    expect(toolErrorOf(() => exportPalette([], '1st', 'css')).message).toBe(
      'Invalid name: A name is lower-case letters, digits and hyphens, starting with a letter (brand, primary-2).',
    );
    expect(toolErrorOf(() => extractPalette(new Uint8ClampedArray(4), 5)).message).toBe(
      'No colors to extract: Every pixel of this image is transparent.',
    );
  });
});
