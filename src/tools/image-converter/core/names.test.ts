import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OUTPUT_FORMATS,
  formatInfo,
  isOutputFormat,
  QUALITY_DEFAULT,
  QUALITY_MAX,
  QUALITY_MIN,
} from '../../../core/shared/image/formats';
import { baseName, outputFileName, uniqueNames } from './names';
import { keepAspect, normaliseQuality, targetSize, validateResize } from '../../../core/shared/image/options';
import { percentChange, formatDimensions, formatDuration } from './stats';
import { formatBytes } from '../../../core/shared/format';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';

describe('output formats', () => {
  it('offers the spec’s four targets plus AVIF, JPEG first and by default', () => {
    expect(OUTPUT_FORMATS.map((f) => f.label)).toEqual(['JPEG', 'PNG', 'WebP', 'GIF', 'AVIF']);
    expect(OUTPUT_FORMATS.map((f) => f.extension)).toEqual(['jpg', 'png', 'webp', 'gif', 'avif']);
    expect(OUTPUT_FORMATS.filter((f) => f.lossy).map((f) => f.id)).toEqual(['jpeg', 'webp', 'avif']);
    expect(formatInfo('gif').mime).toBe('image/gif');
    expect(isOutputFormat('webp')).toBe(true);
    expect(isOutputFormat('toString')).toBe(false);
  });
});

describe('file names', () => {
  it('keeps the base name and swaps the extension', () => {
    expect(outputFileName('holiday.png', 'jpeg')).toBe('holiday.jpg');
    expect(outputFileName('holiday.photo.final.JPEG', 'webp')).toBe('holiday.photo.final.webp');
    expect(outputFileName('no-extension', 'gif')).toBe('no-extension.gif');
    expect(outputFileName('.png', 'png')).toBe('image.png');
    expect(outputFileName('', 'avif')).toBe('image.avif');
    expect(outputFileName('C:\\photos\\cat.bmp', 'png')).toBe('cat.png');
    expect(baseName('.hidden.png')).toBe('.hidden');
  });

  it('always ends with the new extension and never has an empty base (property)', () => {
    const format = fc.constantFrom(...OUTPUT_FORMATS.map((f) => f.id));
    fc.assert(
      fc.property(fc.string(), format, (name, id) => {
        const out = outputFileName(name, id);
        const ext = `.${formatInfo(id).extension}`;
        expect(out.endsWith(ext)).toBe(true);
        expect(out.length).toBeGreaterThan(ext.length);
        expect(out).not.toMatch(/[\\/]/);
      }),
    );
  });

  it('makes batch names unique in order, ignoring case', () => {
    expect(uniqueNames(['a.jpg', 'b.jpg', 'A.jpg', 'a.jpg', 'a (2).jpg'])).toEqual([
      'a.jpg',
      'b.jpg',
      'A (2).jpg',
      'a (3).jpg',
      'a (2) (2).jpg',
    ]);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('x.png', 'X.png', 'y', 'x (2).png', '.z')), (names) => {
        const out = uniqueNames(names);
        expect(out).toHaveLength(names.length);
        expect(new Set(out.map((n) => n.toLowerCase())).size).toBe(out.length);
      }),
    );
  });
});

describe('sizes and stats', () => {
  it('shows sizes in bytes, KB or MB with one decimal (spec section 9)', () => {
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });

  it('says how much smaller or larger the output is', () => {
    expect(percentChange(1000, 425)).toBe('−57.5%');
    expect(percentChange(1000, 1030)).toBe('+3.0%');
    expect(percentChange(1000, 1000)).toBe('0.0%');
    expect(percentChange(100000, 100001)).toBe('0.0%');
    expect(percentChange(0, 10)).toBe('—');
    expect(formatDimensions({ width: 6000, height: 4000 })).toBe('6,000 × 4,000');
    expect(formatDuration(0.0504)).toBe('50 ms');
    expect(formatDuration(1.254)).toBe('1.25 s');
  });
});

describe('options', () => {
  it('keeps quality a whole number within 10-100', () => {
    expect(normaliseQuality(90)).toBe(90);
    expect(normaliseQuality(5)).toBe(QUALITY_MIN);
    expect(normaliseQuality(500)).toBe(QUALITY_MAX);
    expect(normaliseQuality(Number.NaN)).toBe(QUALITY_DEFAULT);
    fc.assert(
      fc.property(fc.double(), (q) => {
        const out = normaliseQuality(q);
        expect(Number.isInteger(out) && out >= QUALITY_MIN && out <= QUALITY_MAX).toBe(true);
      }),
    );
  });

  it('checks a resize and keeps the aspect ratio when asked', () => {
    expect(validateResize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    for (const bad of [
      { width: 0, height: 10 },
      { width: 10.5, height: 10 },
      { width: 10, height: 16_385 },
      { width: Number.NaN, height: 1 },
    ]) {
      expect(toolErrorOf(() => validateResize(bad))).toMatchObject({ code: 'image.badSize', params: { max: 16_384 } });
    }
    expect(keepAspect({ width: 6000, height: 4000 }, 'width', 1500)).toEqual({ width: 1500, height: 1000 });
    expect(keepAspect({ width: 6000, height: 4000 }, 'height', 1000)).toEqual({ width: 1500, height: 1000 });
    expect(keepAspect({ width: 10000, height: 1 }, 'width', 10)).toEqual({ width: 10, height: 1 });
  });

  it('fits each image inside the box when the aspect ratio is kept, else scales it exactly', () => {
    const photo = { width: 6000, height: 4000 };
    expect(targetSize(photo, null)).toBe(photo);
    expect(targetSize(photo, { width: 1500, height: 1500, keepAspect: true })).toEqual({ width: 1500, height: 1000 });
    expect(targetSize({ width: 4000, height: 6000 }, { width: 1500, height: 1500, keepAspect: true })).toEqual({
      width: 1000,
      height: 1500,
    });
    expect(targetSize(photo, { width: 300, height: 300, keepAspect: false })).toEqual({ width: 300, height: 300 });
    expect(toolErrorOf(() => targetSize(photo, { width: 0, height: 300, keepAspect: true }))).toMatchObject({
      code: 'image.badSize',
    });
    const side = fc.integer({ min: 1, max: 20_000 });
    const box = fc.integer({ min: 1, max: 16_384 });
    fc.assert(
      fc.property(side, side, box, box, (w, h, bw, bh) => {
        const out = targetSize({ width: w, height: h }, { width: bw, height: bh, keepAspect: true });
        expect(out.width >= 1 && out.width <= bw && out.height >= 1 && out.height <= bh).toBe(true);
        expect(out.width === bw || out.height === bh).toBe(true);
      }),
    );
  });
});
