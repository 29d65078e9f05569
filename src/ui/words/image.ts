/** The words of the image pipeline's faults (src/core/shared/image), the spec's (sections 5 and 8). */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatCount } from '../../core/shared/format';
import { fault } from '../../core/shared/image/faults';

/** Each is one sentence, shown as a toast's title. */
export const NOT_AN_IMAGE = 'Please upload an image file.';
const TOO_LARGE = 'Image too large';

const size = ({ width, height }: { width: number; height: number }) => `${formatCount(width)} × ${formatCount(height)}`;

/** A resize's size in words: 'Width and height must be whole numbers from 1 to 16384.' */
export const resizeRule = (max: number) => `Width and height must be whole numbers from 1 to ${max}.`;

export const IMAGE_FAULTS = defineFaultWords(fault, {
  notAnImage: { title: NOT_AN_IMAGE },
  loadFailed: { title: 'Failed to load image. Please try again with a different image.' },
  noCanvas: { title: 'Canvas context could not be created. Please try again.' },
  tooLarge: {
    title: TOO_LARGE,
    description: ({ width, height, limit }) =>
      `${size({ width, height })} pixels is ${((width * height) / 1_000_000).toFixed(1)} megapixels; ` +
      `the limit is ${limit} megapixels. Please resize it first.`,
  },
  resizeTooLarge: {
    title: TOO_LARGE,
    description: ({ from, to, limit }) =>
      `Resizing ${size(from)} pixels to ${size(to)} needs more memory than a browser tab has: the image and ` +
      `the result together may have at most ${limit} megapixels. Please choose a smaller size.`,
  },
  badSize: { title: 'Invalid size', description: ({ max }) => resizeRule(max) },
  svgTooLarge: {
    title: 'SVG too large',
    description: ({ bytes, limit }) =>
      `This SVG is ${(bytes / 1024 / 1024).toFixed(1)} MB; the limit for SVG files is ${limit} MB.`,
  },
  svgUnreadable: {
    title: 'This SVG cannot be converted in the browser',
    description:
      'The browser drew it but will not let the page read its pixels (it marks the drawing as tainted, ' +
      'as it does for content from elsewhere).',
  },
});
