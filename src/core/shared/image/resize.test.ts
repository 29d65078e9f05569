import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { initNodeCodecs } from '../../../../tests/unit/jsquash-node';
import type { RgbaImage } from './pixels';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { requireResizable, resizeImage } from './resize';

beforeAll(initNodeCodecs);

function filled(width: number, height: number, paint: (x: number, y: number) => number[]): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 4);
  return { data, width, height };
}

const pixel = (image: RgbaImage, x: number, y: number) =>
  Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));

describe('resize (Lanczos3)', () => {
  it('gives exactly the size asked for, and a flat colour stays that colour', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 80 }),
        fc.integer({ min: 1, max: 80 }),
        fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 }),
        async (width, height, toWidth, toHeight, rgb) => {
          const out = await resizeImage(
            filled(width, height, () => [...rgb, 255]),
            { width: toWidth, height: toHeight },
          );
          expect([out.width, out.height, out.data.length]).toEqual([toWidth, toHeight, toWidth * toHeight * 4]);
          for (let i = 0; i < out.data.length; i += 4) {
            for (let c = 0; c < 3; c++) expect(Math.abs(out.data[i + c] - rgb[c])).toBeLessThanOrEqual(1);
            expect(out.data[i + 3]).toBe(255);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('is a real filter: halving a 1-pixel checkerboard gives grey, not the nearest pixel', async () => {
    const board = filled(64, 64, (x, y) => ((x + y) % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255]));
    const out = await resizeImage(board, { width: 32, height: 32 });
    const [r, g, b] = pixel(out, 16, 16);
    // Averaged in linear light, as Squoosh does: mid-grey in light is about 188 in sRGB, not 128.
    for (const channel of [r, g, b]) expect(channel).toBeGreaterThan(150);
    for (const channel of [r, g, b]) expect(channel).toBeLessThan(220);
  });

  it('keeps the hidden colour of transparent pixels from bleeding into the visible ones', async () => {
    // Left half fully transparent red, right half opaque blue: the edge must not turn purple.
    const image = filled(40, 20, (x) => (x < 20 ? [255, 0, 0, 0] : [0, 0, 255, 255]));
    const out = await resizeImage(image, { width: 20, height: 10 });
    for (let x = 10; x < 20; x++) {
      const [r, , b, a] = pixel(out, x, 5);
      if (a > 0) expect(r).toBeLessThan(8);
      if (a > 0) expect(b).toBeGreaterThan(240);
    }
  });

  it('leaves an image already at the size as it is, and reads only its own pixels from a shared buffer', async () => {
    const image = filled(8, 8, () => [1, 2, 3, 255]);
    expect(await resizeImage(image, { width: 8, height: 8 })).toBe(image);
    const shared = new Uint8ClampedArray(4 + 8 * 8 * 4).fill(9);
    const view = { data: shared.subarray(4), width: 8, height: 8 };
    view.data.set(image.data);
    const out = await resizeImage(view, { width: 4, height: 4 });
    // Had it read the buffer's first 4 bytes (9s), every pixel would be shifted; linear light rounds by 1.
    for (const [got, want] of pixel(out, 0, 0).map((c, i) => [c, [1, 2, 3, 255][i]])) {
      expect(Math.abs(got - want)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses up front a resize whose image and result exceed the resampler’s memory together', async () => {
    const huge = { width: 8000, height: 8000 };
    expect(() => requireResizable(huge, { width: 5656, height: 5656 })).not.toThrow(); // 95.99 MP together
    expect(() => requireResizable(huge, huge)).not.toThrow(); // no resize at all
    expect(toolErrorOf(() => requireResizable(huge, { width: 9000, height: 7000 }))).toMatchObject({
      code: 'image.resizeTooLarge',
      params: { from: huge, to: { width: 9000, height: 7000 }, limit: 96 },
    });
    // resizeImage checks too, before it touches the pixels (none here: it must not get as far as reading them).
    const empty = { data: new Uint8ClampedArray(0), ...huge };
    await expect(resizeImage(empty, { width: 9000, height: 7000 })).rejects.toMatchObject({
      code: 'image.resizeTooLarge',
    });
  });
});
