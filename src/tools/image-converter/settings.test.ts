import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OUTPUT_FORMATS, PNG_LEVELS } from './core';
import { DEFAULT_SETTINGS, showsQuality, toOptions, withResize } from './settings';

describe('image converter settings', () => {
  it('start at the spec’s defaults: JPEG, quality 90, no resize; PNG optimised at level 1', () => {
    expect(toOptions(DEFAULT_SETTINGS)).toEqual({
      format: 'jpeg',
      quality: 90,
      lossless: false,
      pngLevel: 0,
      resize: null,
      background: '#ffffff',
    });
    expect(toOptions({ ...DEFAULT_SETTINGS, format: 'png' }).pngLevel).toBe(1);
  });

  it('pass the background colour to JPEG only (another format is not out of date when it changes)', () => {
    expect(toOptions({ ...DEFAULT_SETTINGS, background: '#336699' }).background).toBe('#336699');
    expect(toOptions({ ...DEFAULT_SETTINGS, format: 'png', background: '#336699' }).background).toBe('#ffffff');
  });

  it('show quality for the lossy formats only, and not for lossless WebP', () => {
    const shown = OUTPUT_FORMATS.filter((f) => showsQuality({ ...DEFAULT_SETTINGS, format: f.id })).map((f) => f.id);
    expect(shown).toEqual(['jpeg', 'webp', 'avif']);
    expect(showsQuality({ ...DEFAULT_SETTINGS, format: 'webp', lossless: true })).toBe(false);
  });

  it('pass lossless only for WebP, the PNG level only for PNG, and the resize only when it is on', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OUTPUT_FORMATS.map((f) => f.id)),
        fc.boolean(),
        fc.constantFrom(...PNG_LEVELS),
        fc.boolean(),
        (format, lossless, pngLevel, resize) => {
          const settings = { ...DEFAULT_SETTINGS, format, lossless, pngLevel, resize, width: 10, height: 20 };
          const options = toOptions(settings);
          expect(options.lossless).toBe(format === 'webp' && lossless);
          expect(options.pngLevel).toBe(format === 'png' ? pngLevel : 0);
          expect(options.resize).toEqual(resize ? { width: 10, height: 20, keepAspect: true } : null);
        },
      ),
    );
  });

  it('start a resize from the image’s own size, and keep a size already typed', () => {
    const on = withResize(DEFAULT_SETTINGS, true, { width: 6000, height: 4000 });
    expect([on.resize, on.width, on.height]).toEqual([true, 6000, 4000]);
    const again = withResize({ ...on, width: 300, height: 200, resize: false }, true, { width: 6000, height: 4000 });
    expect([again.width, again.height]).toEqual([300, 200]);
    expect(withResize(on, false, null).resize).toBe(false);
  });
});
