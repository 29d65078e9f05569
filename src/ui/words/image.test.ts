import { describe, expect, it } from 'vitest';
import { requireDecodableSize, requireImageType, requireResizable, validateResize } from '../../core/shared/image';
import { loadFailedError } from '../../core/shared/image/limits';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import './image';

describe("the image pipeline's words", () => {
  it('are the spec’s (sections 5 and 8)', () => {
    expect(toolErrorOf(() => requireImageType('text/plain')).message).toBe('Please upload an image file.');
    expect(loadFailedError().message).toBe('Failed to load image. Please try again with a different image.');
  });

  it('name the size and the limit of an image too large', () => {
    expect(toolErrorOf(() => requireDecodableSize(10_000, 10_000))).toMatchObject({
      title: 'Image too large',
      description: '10,000 × 10,000 pixels is 100.0 megapixels; the limit is 64 megapixels. Please resize it first.',
    });
    expect(
      toolErrorOf(() => requireResizable({ width: 8000, height: 8000 }, { width: 9000, height: 7000 })),
    ).toMatchObject({
      title: 'Image too large',
      description:
        'Resizing 8,000 × 8,000 pixels to 9,000 × 7,000 needs more memory than a browser tab has: the image and ' +
        'the result together may have at most 96 megapixels. Please choose a smaller size.',
    });
  });

  it('say the sizes a resize takes', () => {
    expect(toolErrorOf(() => validateResize({ width: 0, height: 1 }))).toMatchObject({
      title: 'Invalid size',
      description: 'Width and height must be whole numbers from 1 to 16384.',
    });
  });
});
