import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import {
  capacity,
  DEFAULT_STYLE,
  MIN_PIXELS_PER_MODULE,
  pixelsPerModule,
  qrMatrix,
  rasterise,
  readableFix,
  readableSize,
  toSvg,
  type ErrorCorrection,
} from '.';

beforeAll(() => {
  // The reader's wasm from the package itself, as the site bundles it (never from a CDN).
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
  });
});

async function decode(text: string, errorCorrection: ErrorCorrection, size: number, margin = 4) {
  const pixels = rasterise(qrMatrix(text, errorCorrection), { ...DEFAULT_STYLE, size, margin });
  const image = { ...pixels, colorSpace: 'srgb' } as unknown as ImageData;
  const results = await readBarcodes(image, { formats: ['QRCode'], tryHarder: true });
  return results.map((r) => r.text);
}

describe('QR code generator', () => {
  it('refuses empty text and text too long for a code', () => {
    expect(toolErrorOf(() => qrMatrix(''))).toMatchObject({ code: 'qr.empty' });
    expect(toolErrorOf(() => qrMatrix('   \n'))).toMatchObject({ code: 'qr.empty' });
    expect(toolErrorOf(() => qrMatrix('x'.repeat(3000), 'H'))).toMatchObject({
      code: 'qr.tooLong',
      params: { length: 3000, unit: 'ascii', level: 'H', limit: 1273 },
    });
  });

  it('names the limit in the text’s own kind: the standard’s capacities of the largest code (version 40)', () => {
    // ISO/IEC 18004's table for version 40.
    expect(capacity('numeric', 'M')).toBe(5596);
    expect(capacity('alphanumeric', 'M')).toBe(3391);
    expect(capacity('byte', 'M')).toBe(2331);
    expect(capacity('byte', 'L')).toBe(2953);
    expect(capacity('byte', 'H')).toBe(1273);
    expect(toolErrorOf(() => qrMatrix('7'.repeat(6000))).params).toEqual({
      length: 6000,
      unit: 'digits',
      level: 'M',
      limit: 5596,
    });
    expect(toolErrorOf(() => qrMatrix('HTTPS://EXAMPLE.COM/'.repeat(200), 'M')).params).toEqual({
      length: 4000,
      unit: 'alphanumeric',
      level: 'M',
      limit: 3391,
    });
    expect(toolErrorOf(() => qrMatrix('ü'.repeat(1500), 'M')).params).toEqual({
      length: 3000,
      unit: 'utf8',
      level: 'M',
      limit: 2331,
    });
  });

  it('the limit is exact: a text of the limit is a code, one more character is refused', () => {
    for (const [unit, kind] of [
      ['7', 'numeric'],
      ['A', 'alphanumeric'],
      ['a', 'byte'],
    ] as const) {
      expect(qrMatrix(unit.repeat(capacity(kind, 'Q')), 'Q').size).toBe(177);
      expect(() => qrMatrix(unit.repeat(capacity(kind, 'Q') + 1), 'Q')).toThrow(
        expect.objectContaining({ code: 'qr.tooLong' }),
      );
    }
  });

  it('finds a too-small code (2,300 characters at 200 px) and the size and level that read back', async () => {
    const text = Array.from({ length: 2300 }, (_, i) => 'abcdefghijklmnopqrstuvwxyz0123456789'[(i * 7) % 36]).join('');
    const modules = qrMatrix(text, 'M').size;
    expect(pixelsPerModule(200, modules, 4)).toBeLessThan(MIN_PIXELS_PER_MODULE);
    expect(await decode(text, 'M', 200)).toEqual([]); // the page's reader cannot read it
    // No size up to 500 px gives 3 px a module at Medium; Low's smaller code does at 500 px.
    const fix = readableFix(text, 'M', modules, 4)!;
    expect(fix).toEqual({ size: 500, level: 'L' });
    expect(pixelsPerModule(fix.size, qrMatrix(text, fix.level).size, 4)).toBeGreaterThanOrEqual(3);
    expect(await decode(text, fix.level, fix.size)).toEqual([text]);
    // A short URL at the default size is readable; a 300-character one needs 250 px.
    expect(readableSize(qrMatrix('https://example.com/').size, 4)).toBe(100);
    expect(readableFix('x'.repeat(300), 'M', qrMatrix('x'.repeat(300)).size, 4)).toEqual({ size: 250, level: 'M' });
    // Too long for any size: even Low's code needs more than 500 px.
    expect(readableFix('x'.repeat(2900), 'L', qrMatrix('x'.repeat(2900), 'L').size, 4)).toBeNull();
  });

  it('decodes back to the text with zxing (URL, Unicode, each level)', async () => {
    expect(await decode('https://example.com/path?q=1&r=ü', 'M', 200)).toEqual(['https://example.com/path?q=1&r=ü']);
    expect(await decode('Grüße, 東京 🚀', 'H', 300)).toEqual(['Grüße, 東京 🚀']);
    expect(await decode('L level', 'L', 100)).toEqual(['L level']);
  });

  it('round-trips any short text at any spec size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' }).filter((s) => s.trim() !== ''),
        fc.constantFrom<ErrorCorrection>('L', 'M', 'Q', 'H'),
        fc.integer({ min: 4, max: 10 }).map((n) => n * 50),
        async (text, level, size) => {
          expect(await decode(text, level, size)).toEqual([text]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('draws exactly the chosen size in the chosen colours', () => {
    const matrix = qrMatrix('colours');
    const { width, data } = rasterise(matrix, { size: 150, margin: 2, foreground: '#123456', background: '#fedcba' });
    expect(width).toBe(150);
    expect(data.length).toBe(150 * 150 * 4);
    expect([...data.slice(0, 4)]).toEqual([0xfe, 0xdc, 0xba, 255]); // quiet zone
    const finder = Math.ceil((2 * 150) / (matrix.size + 4)); // first pixel of the top-left finder pattern
    expect([...data.slice((finder * 150 + finder) * 4, (finder * 150 + finder) * 4 + 4)]).toEqual([
      0x12, 0x34, 0x56, 255,
    ]);
  });

  it('writes SVG with one square per dark module', () => {
    const matrix = qrMatrix('svg');
    const svg = toSvg(matrix, { ...DEFAULT_STYLE, size: 250, margin: 1 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="250" height="250" viewBox="0 0 23 23"/);
    expect(svg.match(/h1v1h-1z/g)).toHaveLength(matrix.modules.reduce((a, b) => a + b, 0));
  });
});
