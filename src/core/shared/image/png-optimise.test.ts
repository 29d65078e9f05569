import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { initNodeCodecs } from '../../../../tests/unit/jsquash-node';
import { encodeImage } from './encode';
import { DEFAULT_OPTIONS } from './options';
import type { RgbaImage } from './pixels';
import { optimisePng } from './png-optimise';
import { sniffFormat } from './sniff';

beforeAll(initNodeCodecs);

const real = (name: string) => readFileSync(new URL(`../../../../tests/images/${name}`, import.meta.url));

async function decodePng(bytes: Uint8Array): Promise<RgbaImage> {
  return (await import('@jsquash/png/decode.js')).default(bytes.slice().buffer);
}

/** The real photo and the real badge (with transparency) as RGBA pixels. */
async function realImages(): Promise<[string, RgbaImage][]> {
  const jpeg = await (await import('@jsquash/jpeg/decode.js')).default(real('landscape.jpg').buffer.slice(0));
  return [
    ['landscape.jpg', jpeg],
    ['badge.png', await decodePng(real('badge.png'))],
  ];
}

const copy = (image: RgbaImage): RgbaImage => ({ ...image, data: new Uint8ClampedArray(image.data) });

describe('PNG optimisation (oxipng)', () => {
  it('a valid PNG with every pixel kept, smaller than without it (levels 1, 2 and the slowest, 6)', async () => {
    for (const [name, image] of await realImages()) {
      const plain = await encodeImage(copy(image), { ...DEFAULT_OPTIONS, format: 'png', pngLevel: 0 });
      for (const pngLevel of [1, 2, 6] as const) {
        const { bytes } = await encodeImage(copy(image), { ...DEFAULT_OPTIONS, format: 'png', pngLevel });
        expect(sniffFormat(bytes), name).toBe('PNG');
        expect(bytes.length, `${name} level ${pngLevel}`).toBeLessThan(plain.bytes.length);
        const back = await decodePng(bytes);
        expect([back.width, back.height]).toEqual([image.width, image.height]);
        expect(back.data, `${name} level ${pngLevel}`).toEqual(image.data);
      }
    }
  }, 120_000);

  it('makes the real photo much smaller than the png crate alone at the default level', async () => {
    const [[, photo]] = await realImages();
    const plain = await encodeImage(copy(photo), { ...DEFAULT_OPTIONS, format: 'png', pngLevel: 0 });
    const optimised = await encodeImage(copy(photo), { ...DEFAULT_OPTIONS, format: 'png' });
    expect(DEFAULT_OPTIONS.pngLevel).toBe(1);
    expect(optimised.bytes.length).toBeLessThan(plain.bytes.length * 0.8);
  });

  it('gives back an already optimised file no larger, and level 0 untouched', async () => {
    const once = await optimisePng(new Uint8Array(real('badge.png')), 3);
    const twice = await optimisePng(once, 3);
    expect(twice.length).toBeLessThanOrEqual(once.length);
    expect(await optimisePng(once, 0)).toBe(once);
  });
});
