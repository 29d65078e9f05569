import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { initNodeCodecs } from '../../../../tests/unit/jsquash-node';
import { ToolError } from '../../../core/shared/tool-error';
import {
  SCALE_LIGHTNESS,
  SCALE_STEPS,
  exportPalette,
  exportScale,
  extractPalette,
  harmonies,
  nearestStep,
  paletteOf,
  parseColour,
  ratioText,
  sampleSize,
  swatchOf,
  tintScale,
} from '.';

describe('base colour', () => {
  it('reads every CSS form culori parses', () => {
    for (const text of ['#3b82f6', 'rgb(59 130 246)', 'hsl(217 91% 60%)', 'oklch(0.62 0.19 260)', 'rebeccapurple'])
      expect(() => parseColour(text)).not.toThrow();
    // P3 red is outside sRGB: its chroma is lowered, its OKLCH lightness and hue kept.
    const p3 = swatchOf(parseColour('color(display-p3 1 0 0)'));
    expect(p3.hex).toBe('#ff3428');
    expect(p3.lch.l).toBeCloseTo(parseColour('color(display-p3 1 0 0)').l, 3);
  });

  it('refuses what is not a colour with a ToolError', () => {
    for (const text of ['', 'blurple', '#12', 'rgb(1 2)', 'x'.repeat(10_000)])
      expect(() => parseColour(text)).toThrow(ToolError);
  });

  it('random text never escapes as another error', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        try {
          exportScale(text, { format: 'css', name: 'brand' });
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('tint and shade scale', () => {
  it('puts #3b82f6 (L 0.623) at 500 unchanged, the others on the curve', () => {
    const scale = tintScale(parseColour('#3b82f6'));
    expect(scale.map((e) => e.step)).toEqual([...SCALE_STEPS]);
    expect(scale.find((e) => e.isBase)).toMatchObject({ step: 500, swatch: { hex: '#3b82f6' } });
    for (const { step, swatch, isBase } of scale)
      if (!isBase) expect(swatch.lch.l).toBeCloseTo(SCALE_LIGHTNESS[step], 3);
  });

  it('any colour: eleven in-gamut steps, lightness falling, the base once at its nearest step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, '0')}`;
        const base = parseColour(hex);
        const scale = tintScale(base);
        expect(scale.filter((e) => e.isBase).map((e) => e.step)).toEqual([nearestStep(base.l)]);
        expect(scale.find((e) => e.isBase)!.swatch.hex).toBe(hex);
        for (let i = 1; i < scale.length; i++) expect(scale[i].swatch.lch.l).toBeLessThan(scale[i - 1].swatch.lch.l);
        for (const { swatch } of scale) expect(swatch.hex).toMatch(/^#[0-9a-f]{6}$/);
      }),
      { numRuns: 100 },
    );
  });

  it('contrast against white and black is WCAG 2 (white on black is 21)', () => {
    expect(swatchOf(parseColour('#000')).onWhite).toBe(21);
    expect(swatchOf(parseColour('#fff')).onBlack).toBe(21);
    expect(ratioText(swatchOf(parseColour('#767676')).onWhite)).toBe('4.54');
    expect(ratioText(4.4999)).toBe('4.49');
  });
});

describe('harmonies', () => {
  it('rotate the hue in OKLCH', () => {
    const base = parseColour('oklch(0.7 0.1 40)');
    const byId = Object.fromEntries(harmonies(base).map((h) => [h.id, h.swatches.map((s) => Math.round(s.lch.h))]));
    expect(byId.complementary).toEqual([40, 220]);
    expect(byId.analogous).toEqual([40, 10, 70]);
    expect(byId.triadic).toEqual([40, 160, 280]);
    expect(byId.tetradic).toEqual([40, 130, 220, 310]);
    expect(byId['split-complementary']).toEqual([40, 190, 250]);
    expect(byId.monochromatic).toEqual([40, 40, 40, 40, 40]);
  });

  it('a grey stays grey', () => {
    expect(paletteOf('#808080').harmonies[0].swatches.map((s) => s.hex)).toEqual(['#808080', '#808080']);
  });
});

describe('exports', () => {
  const entries = [{ key: '500', swatch: swatchOf(parseColour('#3b82f6')) }];
  it('writes CSS, Tailwind v4 @theme, SCSS and JSON', () => {
    expect(exportPalette(entries, 'brand', 'css')).toBe(':root {\n  --color-brand-500: #3b82f6;\n}\n');
    expect(exportPalette(entries, 'brand', 'tailwind')).toBe(
      '@theme {\n  --color-brand-500: oklch(62.3% 0.188 259.8);\n}\n',
    );
    expect(exportPalette(entries, 'brand', 'scss')).toBe('$brand-500: #3b82f6;\n');
    expect(JSON.parse(exportPalette(entries, 'brand', 'json'))).toEqual({ brand: { 500: '#3b82f6' } });
  });
  it('refuses a name that is not an identifier', () => {
    for (const name of ['', 'Brand', '1st', 'a b', 'x;}'])
      expect(() => exportPalette(entries, name, 'css')).toThrow(ToolError);
  });
});

/** RGBA pixels of solid blocks, each `count` pixels of one colour. */
function blocks(parts: readonly (readonly [number, number, number, number])[]): Uint8ClampedArray {
  const total = parts.reduce((sum, part) => sum + part[3], 0);
  const data = new Uint8ClampedArray(total * 4);
  let at = 0;
  for (const [r, g, b, count] of parts) for (let i = 0; i < count; i++, at += 4) data.set([r, g, b, 255], at);
  return data;
}

const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('palette extraction', () => {
  it('four solid colours in known shares come back as those colours (±1) and shares', () => {
    const parts = [
      [220, 40, 60, 4000],
      [30, 120, 200, 3000],
      [250, 210, 40, 2000],
      [20, 20, 20, 1000],
    ] as const;
    const palette = extractPalette(blocks(parts), 6);
    expect(palette.map((c) => c.share)).toEqual([40, 30, 20, 10]);
    palette.forEach((colour, i) => {
      rgbOf(colour.swatch.hex).forEach((v, j) => expect(Math.abs(v - parts[i][j])).toBeLessThanOrEqual(1));
    });
  });

  it('ignores transparent pixels and refuses an image with none opaque', () => {
    const data = blocks([[10, 20, 30, 10]]);
    expect(extractPalette(data, 5)).toHaveLength(1);
    data.forEach((_, i) => i % 4 === 3 && (data[i] = 0));
    expect(() => extractPalette(data, 5)).toThrow(ToolError);
  });

  it('samples at most 65,536 pixels, keeping the aspect', () => {
    expect(sampleSize(200, 100)).toEqual({ width: 200, height: 100 });
    expect(sampleSize(4000, 3000)).toEqual({ width: 295, height: 221 });
  });

  describe('a real photo (tests/images/landscape.jpg)', () => {
    let pixels: Uint8ClampedArray;
    beforeAll(async () => {
      await initNodeCodecs();
      const decode = (await import('@jsquash/jpeg/decode.js')).default;
      const bytes = readFileSync('tests/images/landscape.jpg');
      pixels = (await decode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length))).data;
    });

    it('gives the same palette every run, k colours whose shares sum to 100', () => {
      for (const k of [5, 8]) {
        const first = extractPalette(pixels, k);
        expect(extractPalette(pixels, k)).toEqual(first);
        expect(first).toHaveLength(k);
        expect(first.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(100, 0);
        for (let i = 1; i < k; i++) expect(first[i].share).toBeLessThanOrEqual(first[i - 1].share);
      }
    });
  });
});
