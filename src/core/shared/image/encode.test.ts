import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { initNodeCodecs } from '../../../../tests/unit/jsquash-node';
import { encodeImage } from './encode';
import { OUTPUT_FORMATS, type OutputFormat } from './formats';
import { DEFAULT_OPTIONS } from './options';
import { flattenOnto, hasTransparency, parseBackground, type RgbaImage } from './pixels';
import { readDimensions, sniffFormat } from './sniff';

/** A photo-like test image: smooth gradients, a hard edge and some noise; optionally a transparent half. */
function testImage(width: number, height: number, transparent = false): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / width + (seed % 9);
      data[i + 1] = (y * 255) / height;
      data[i + 2] = x > width / 2 ? 200 : 40;
      data[i + 3] = transparent && y < height / 2 ? 0 : 255;
    }
  }
  return { data, width, height };
}

const copy = (image: RgbaImage): RgbaImage => ({ ...image, data: new Uint8ClampedArray(image.data) });

/** Decodes an encoded file back to its pixels with the matching jSquash decoder (GIF: its header). */
async function decodeBack(
  bytes: Uint8Array,
  format: OutputFormat,
): Promise<{ width: number; height: number; data?: Uint8ClampedArray }> {
  const buffer = bytes.slice().buffer;
  if (format === 'jpeg') return (await import('@jsquash/jpeg/decode.js')).default(buffer);
  if (format === 'png') return (await import('@jsquash/png/decode.js')).default(buffer);
  if (format === 'webp') return (await import('@jsquash/webp/decode.js')).default(buffer);
  if (format === 'avif') return (await (await import('@jsquash/avif/decode.js')).default(buffer))!;
  return readDimensions(bytes)!;
}

const SNIFFED: Record<OutputFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', gif: 'GIF', avif: 'AVIF' };

beforeAll(initNodeCodecs);

describe('encoders', () => {
  it.each(OUTPUT_FORMATS.map((f) => f.id))('%s: a valid file of the same size', async (format) => {
    const image = testImage(97, 61);
    const { bytes, mime } = await encodeImage(copy(image), { ...DEFAULT_OPTIONS, format });
    expect(mime).toBe(OUTPUT_FORMATS.find((f) => f.id === format)!.mime);
    expect(sniffFormat(bytes)).toBe(SNIFFED[format]);
    const back = await decodeBack(bytes, format);
    expect([back.width, back.height]).toEqual([97, 61]);
  });

  it('PNG and lossless WebP keep every pixel; GIF starts with its signature', async () => {
    const image = testImage(40, 30, true);
    const png = await encodeImage(copy(image), { ...DEFAULT_OPTIONS, format: 'png' });
    expect((await decodeBack(png.bytes, 'png')).data).toEqual(image.data);
    const webp = await encodeImage(copy(image), { ...DEFAULT_OPTIONS, format: 'webp', lossless: true });
    const back = (await decodeBack(webp.bytes, 'webp')).data!;
    // Lossless WebP may change the colour of fully transparent pixels (they are invisible): compare the rest.
    for (let i = 0; i < back.length; i += 4) {
      if (image.data[i + 3] === 0) expect(back[i + 3]).toBe(0);
      else expect(Array.from(back.subarray(i, i + 4))).toEqual(Array.from(image.data.subarray(i, i + 4)));
    }
    const gif = await encodeImage(copy(image), { ...DEFAULT_OPTIONS, format: 'gif' });
    expect(new TextDecoder().decode(gif.bytes.subarray(0, 6))).toBe('GIF89a');
  });

  it('quality changes the lossy output size', async () => {
    const image = testImage(128, 128);
    for (const format of ['jpeg', 'webp'] as const) {
      const low = await encodeImage(copy(image), { ...DEFAULT_OPTIONS, format, quality: 10 });
      const high = await encodeImage(copy(image), { ...DEFAULT_OPTIONS, format, quality: 100 });
      expect(low.bytes.length, format).toBeLessThan(high.bytes.length);
    }
  });

  it('JPEG puts transparent areas on white, not black', async () => {
    const image = testImage(32, 32, true);
    const { bytes } = await encodeImage(copy(image), { ...DEFAULT_OPTIONS, format: 'jpeg' });
    const back = (await decodeBack(bytes, 'jpeg')).data!;
    const topLeft = Array.from(back.subarray(0, 3));
    for (const channel of topLeft) expect(channel).toBeGreaterThan(245);
  });

  it('JPEG puts transparent areas on the chosen background', async () => {
    const image = testImage(32, 32, true);
    expect(image.data[3]).toBe(0);
    const { bytes } = await encodeImage(copy(image), { ...DEFAULT_OPTIONS, format: 'jpeg', background: '#336699' });
    const topLeft = Array.from((await decodeBack(bytes, 'jpeg')).data!.subarray(0, 3));
    [0x33, 0x66, 0x99].forEach((channel, i) => expect(Math.abs(topLeft[i] - channel)).toBeLessThanOrEqual(3));
  });
});

describe('pixels', () => {
  it("reads a colour input's #rrggbb as the background, anything else as white", () => {
    expect(parseBackground('#336699')).toEqual({ r: 0x33, g: 0x66, b: 0x99 });
    expect(parseBackground('#FFF')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseBackground('red')).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('blends a half-transparent pixel with the background', () => {
    const image = { data: new Uint8ClampedArray([200, 0, 100, 128]), width: 1, height: 1 };
    flattenOnto(image, { r: 0, g: 255, b: 0 });
    expect(Array.from(image.data)).toEqual([100, 127, 50, 255]);
  });

  it('flattens on white: opaque pixels stay, transparent ones turn white, the result is opaque', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 64 }), (bytes) => {
        const length = bytes.length - (bytes.length % 4);
        const data = new Uint8ClampedArray(bytes.subarray(0, length));
        const image = { data: new Uint8ClampedArray(data), width: length / 4, height: 1 };
        flattenOnto(image);
        expect(hasTransparency(image)).toBe(false);
        for (let i = 0; i < length; i += 4) {
          if (data[i + 3] === 255) expect(image.data.subarray(i, i + 3)).toEqual(data.subarray(i, i + 3));
          if (data[i + 3] === 0) expect(Array.from(image.data.subarray(i, i + 3))).toEqual([255, 255, 255]);
        }
      }),
    );
  });
});
