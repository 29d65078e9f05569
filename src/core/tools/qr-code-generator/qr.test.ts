import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectToolError } from '../../../../tests/unit/tool-errors';
import { DEFAULT_STYLE, qrMatrix, rasterise, toSvg, type ErrorCorrection } from '.';

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
  it('refuses empty text and text too long for a code, in the spec words', () => {
    expectToolError(() => qrMatrix(''), 'Please enter a URL or text');
    expectToolError(() => qrMatrix('   \n'), 'Please enter a URL or text');
    expectToolError(
      () => qrMatrix('x'.repeat(3000), 'H'),
      'Failed to generate QR code',
      'The text is too long for a QR code at this error correction level.',
    );
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
