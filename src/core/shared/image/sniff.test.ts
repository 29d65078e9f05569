import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { initNodeCodecs } from '../../../../tests/unit/jsquash-node';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { encodeImage } from './encode';
import type { OutputFormat } from './formats';
import { MAX_PIXELS, requireDecodableSize, requireImageType, tooLargeError } from './limits';
import { DEFAULT_OPTIONS } from './options';
import { declaresTransparency, readDimensions, sniffFormat } from './sniff';
import { crc32, zip } from '../zip';

const root = new URL('../../../../', import.meta.url);
const realPng = () =>
  new Uint8Array(readFileSync(new URL('node_modules/playwright-core/lib/server/chromium/appIcon.png', root)));

beforeAll(initNodeCodecs);

describe('header sniffing', () => {
  it('says which images declare transparency, for the JPEG background warning', async () => {
    const images = (name: string) => new Uint8Array(readFileSync(new URL(`tests/images/${name}`, root)));
    expect(declaresTransparency(images('badge.png'))).toBe(true);
    expect(declaresTransparency(images('landscape.jpg'))).toBe(false);
    const pixels = (alpha: number) => ({ data: new Uint8ClampedArray(16 * 16 * 4).fill(alpha), width: 16, height: 16 });
    for (const lossless of [false, true]) {
      const webp = (alpha: number) => encodeImage(pixels(alpha), { ...DEFAULT_OPTIONS, format: 'webp', lossless });
      expect(declaresTransparency((await webp(0)).bytes), `lossless ${lossless}`).toBe(true);
      expect(declaresTransparency((await webp(255)).bytes), `lossless ${lossless}`).toBe(false);
    }
    const opaquePng = await encodeImage(pixels(255), { ...DEFAULT_OPTIONS, format: 'png', pngLevel: 2 });
    expect(declaresTransparency(opaquePng.bytes)).toBe(false);
    expect(declaresTransparency(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(declaresTransparency(images('badge.png').subarray(0, 20))).toBe(false);
  });

  it('reads the format and size of real files', () => {
    const png = realPng();
    expect(sniffFormat(png)).toBe('PNG');
    expect(readDimensions(png)).toEqual({ width: 400, height: 400 });
  });

  it.each(['jpeg', 'png', 'webp', 'gif'] as OutputFormat[])(
    'reads the size of a %s the encoders wrote',
    async (format) => {
      const data = new Uint8ClampedArray(300 * 7 * 4).fill(128);
      const { bytes } = await encodeImage({ data, width: 300, height: 7 }, { ...DEFAULT_OPTIONS, format });
      expect(readDimensions(bytes)).toEqual({ width: 300, height: 7 });
      const lossless = await encodeImage(
        { data, width: 300, height: 7 },
        { ...DEFAULT_OPTIONS, format: 'webp', lossless: true },
      );
      expect(readDimensions(lossless.bytes)).toEqual({ width: 300, height: 7 });
    },
  );

  it('knows text is no image, and never throws on any bytes (property)', () => {
    const text = new TextEncoder().encode('this is not a PNG, only text in a file named .png');
    expect(sniffFormat(text)).toBeNull();
    expect(readDimensions(text)).toBeNull();
    expect(sniffFormat(new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="x">'))).toBe('SVG');
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.constantFrom(
          [],
          [0xff, 0xd8, 0xff],
          [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
          [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
        ),
        (tail, head) => {
          const bytes = new Uint8Array([...head, ...tail]);
          sniffFormat(bytes);
          const size = readDimensions(bytes);
          if (size) expect(size.width > 0 && size.height > 0).toBe(true);
        },
      ),
    );
  });

  it('reads a truncated header as unknown', () => {
    expect(readDimensions(realPng().subarray(0, 18))).toBeNull();
  });
});

describe('messages', () => {
  it('accepts only image types (spec section 5)', () => {
    expect(() => requireImageType('image/png')).not.toThrow();
    expect(() => requireImageType('IMAGE/JPEG')).not.toThrow();
    expect(toolErrorOf(() => requireImageType('text/plain'))).toMatchObject({ code: 'image.notAnImage' });
    expect(toolErrorOf(() => requireImageType(''))).toMatchObject({ code: 'image.notAnImage' });
  });

  it('refuses a 100-megapixel image, naming the limit', () => {
    expect(() => requireDecodableSize(6000, 4000)).not.toThrow();
    expect(() => requireDecodableSize(8000, MAX_PIXELS / 8000)).not.toThrow();
    expect(toolErrorOf(() => requireDecodableSize(10_000, 10_000))).toMatchObject({
      code: 'image.tooLarge',
      params: { width: 10_000, height: 10_000, limit: 64 },
    });
    expect(tooLargeError(1, 1)).toBeInstanceOf(Error);
  });
});

describe('zip', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('writes an archive that Info-ZIP unzip lists, tests and extracts byte for byte', () => {
    const entries = [
      { name: 'photo.jpg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]) },
      { name: 'icon (2).png', bytes: realPng() },
      { name: 'empty.gif', bytes: new Uint8Array() },
    ];
    const dir = mkdtempSync(join(tmpdir(), 'zip-test-'));
    const file = join(dir, 'images.zip');
    writeFileSync(file, zip(entries));
    expect(execFileSync('unzip', ['-tq', file], { encoding: 'utf8' })).toMatch(/No errors detected/);
    const listing = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' });
    expect(listing.trim().split('\n')).toEqual(entries.map((e) => e.name));
    for (const entry of entries)
      expect(new Uint8Array(execFileSync('unzip', ['-p', file, entry.name]))).toEqual(entry.bytes);
  });

  it('stores names as UTF-8 and says so (general-purpose flag bit 11)', () => {
    const archive = zip([{ name: 'café.png', bytes: new Uint8Array([1]) }]);
    const view = new DataView(archive.buffer);
    expect(view.getUint16(6, true) & 0x0800).toBe(0x0800);
    expect(new TextDecoder().decode(archive.subarray(30, 30 + view.getUint16(26, true)))).toBe('café.png');
  });
});
