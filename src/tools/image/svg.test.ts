import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import '../../ui/words/image';
import { intrinsicSize, svgSize, SVG_MAX_MB, VIEWBOX_MAX_SIDE } from './svg';

/** What intrinsicSize reads of the root <svg> element: its attributes. */
const root = (attributes: Record<string, string>) => new Map(Object.entries(attributes));

describe('an SVG’s own size', () => {
  it('is its width and height in pixels, the other side from the viewBox, or its viewBox', () => {
    expect(intrinsicSize(root({ width: '400', height: '300px', viewBox: '0 0 10 10' }))).toEqual({
      width: 400,
      height: 300,
    });
    expect(intrinsicSize(root({ width: '200', viewBox: '0 0 40 20' }))).toEqual({ width: 200, height: 100 });
    expect(intrinsicSize(root({ height: '50', viewBox: '0,0,40,20' }))).toEqual({ width: 100, height: 50 });
    expect(intrinsicSize(root({ width: '100%', height: '100%', viewBox: '0 0 24 24' }))).toEqual({
      width: 24,
      height: 24,
    });
  });

  it('scales a huge viewBox down to its limit, and falls back to CSS’s 300 × 150', () => {
    expect(intrinsicSize(root({ viewBox: '0 0 51500 25750' }))).toEqual({ width: VIEWBOX_MAX_SIDE, height: 2048 });
    expect(intrinsicSize(root({}))).toEqual({ width: 300, height: 150 });
    expect(intrinsicSize(root({ width: '1e9', viewBox: 'nonsense' }))).toEqual({ width: 300, height: 150 });
  });

  it('is always whole pixels, at least 1, whatever the attributes say', () => {
    const attribute = fc.oneof(
      fc.string(),
      fc.double().map(String),
      fc.nat().map((n) => `${n}px`),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('width', 'height', 'viewBox'), attribute), (attributes) => {
        const { width, height } = intrinsicSize(root(attributes));
        for (const side of [width, height]) expect(Number.isInteger(side) && side >= 1).toBe(true);
      }),
    );
  });
});

describe('an SVG’s file size', () => {
  it('past 10 MB is refused before its text is read, saying its size and the limit', async () => {
    const file = new File([new Uint8Array(11 * 1024 * 1024)], 'long.svg', { type: 'image/svg+xml' });
    expect(SVG_MAX_MB).toBe(10);
    const refusal = svgSize(file);
    await expect(refusal).rejects.toBeInstanceOf(ToolError);
    await expect(refusal).rejects.toMatchObject({
      title: 'SVG too large',
      description: 'This SVG is 11.0 MB; the limit for SVG files is 10 MB.',
    });
  });
});
