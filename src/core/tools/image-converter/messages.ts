import { ToolError } from '../../shared/tool-error';
import { formatCount } from '../../shared/format';

/** The spec's words (sections 5 and 8): each is one sentence, shown as a toast's title. */
export const NOT_AN_IMAGE = 'Please upload an image file.';
export const LOAD_FAILED = 'Failed to load image. Please try again with a different image.';
export const NO_CANVAS = 'Canvas context could not be created. Please try again.';
export const CONVERTED = 'Image converted successfully!';
export const DOWNLOADED = 'Image downloaded!';

/** Decoding a bigger image would need gigabytes (4 bytes a pixel, several copies): refused up front. */
export const MAX_MEGAPIXELS = 64;
export const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;

export const notAnImageError = () => new ToolError(NOT_AN_IMAGE);
export const loadFailedError = () => new ToolError(LOAD_FAILED);
export const noCanvasError = () => new ToolError(NO_CANVAS);

export function tooLargeError(width: number, height: number): ToolError {
  const megapixels = ((width * height) / 1_000_000).toFixed(1);
  return new ToolError(
    'Image too large',
    `${formatCount(width)} × ${formatCount(height)} pixels is ${megapixels} megapixels; ` +
      `the limit is ${MAX_MEGAPIXELS} megapixels. Please resize it first.`,
  );
}

/** The spec's rule (section 5): the file's type must start with image/. */
export function requireImageType(type: string): void {
  if (!type.toLowerCase().startsWith('image/')) throw notAnImageError();
}

/** Refuses an image whose decoded pixels would not fit in memory. */
export function requireDecodableSize(width: number, height: number): void {
  if (width * height > MAX_PIXELS) throw tooLargeError(width, height);
}
