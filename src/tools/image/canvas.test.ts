import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../ui/words/image';
import { expectToolError } from '../../../tests/unit/tool-errors';
import { readPixels } from './canvas';

const bitmap = { width: 3, height: 2 } as ImageBitmap;

/** An OffscreenCanvas whose getContext gives `context` (null: no drawing surface). */
function stubCanvas(context: unknown) {
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext = () => context;
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readPixels', () => {
  it('gives the canvas’s pixels when there is a 2D context', () => {
    const image = { data: new Uint8ClampedArray(24), width: 3, height: 2 };
    const drawImage = vi.fn();
    stubCanvas({ drawImage, getImageData: () => image });
    expect(readPixels(bitmap)).toBe(image);
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0);
  });

  it('is the spec’s canvas error when getContext gives no context', () => {
    stubCanvas(null);
    expectToolError(() => readPixels(bitmap), 'Canvas context could not be created. Please try again.');
  });

  it('is the spec’s canvas error when there is no OffscreenCanvas, or getContext or reading throws', () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    expectToolError(() => readPixels(bitmap), 'Canvas context could not be created. Please try again.');
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        getContext() {
          throw new Error('context lost');
        }
      },
    );
    expectToolError(() => readPixels(bitmap), 'Canvas context could not be created. Please try again.');
    stubCanvas({
      drawImage: () => undefined,
      getImageData: () => {
        throw new RangeError('Out of memory at ImageData creation');
      },
    });
    expectToolError(() => readPixels(bitmap), 'Canvas context could not be created. Please try again.');
  });
});
