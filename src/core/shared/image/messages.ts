import { ToolError } from '../tool-error';
import { formatCount } from '../format';

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

/** The image converter's screen words (labels, options, status, facts), one table for translation. */
export const IMAGE_TEXTS = {
  privacy: 'Your images are converted on your device and never uploaded.',
  dropImages: 'Drop images here or click to choose',
  dropHint: 'JPEG, PNG, WebP, GIF, AVIF, BMP and more. Nothing leaves your device.',
  optionsPanel: 'Options',
  convert: 'Convert',
  converting: 'Converting',
  convertingImages: (count: number) => `Converting ${count} images`,
  cancelConverting: 'Cancel converting',
  decoding: 'Decoding',
  resizing: 'Resizing',
  encoding: 'Encoding',
  outputFormat: 'Output format',
  quality: 'Quality',
  lossless: 'Lossless',
  losslessDescription: 'Every pixel kept exactly; larger for photos.',
  pngLevelOff: 'Off',
  pngLevelFast: '1 (fast)',
  pngLevelSmallest: '6 (smallest, slowest)',
  optimisationLevel: 'Optimisation level',
  resize: 'Resize',
  resizeDescription: 'Scaled with Lanczos3, a high-quality resampler.',
  width: 'Width (px)',
  height: 'Height (px)',
  keepAspectRatio: 'Keep aspect ratio',
  keepAspectDescription: 'Fit inside this box.',
  /** The spec's word for unloading the images (its section 3). */
  clear: 'Clear',
  originalPanel: 'Original',
  originalAlt: (name: string) => `Original: ${name}`,
  originalImage: 'Original image',
  factName: 'Name',
  factSize: 'Size',
  factFormat: 'Format',
  factDimensions: 'Dimensions',
  factChange: 'Change',
  factTime: 'Time',
  resultPanel: 'Result',
  download: 'Download',
  convertedImage: 'Converted image',
  compare: 'Compare',
  splitLabel: 'Split between original and converted',
  actualPixels: 'Actual pixels',
  originalSide: 'Original, left of the split',
  convertedSide: 'Converted, right of the split',
  imagesDownloaded: 'Images downloaded!',
  ready: 'Ready',
  convertingFile: (name: string) => `Converting ${name}`,
  cancelled: 'Cancelled',
  imageCount: (count: number) => `${count} images`,
  downloadAll: 'Download all (.zip)',
  images: 'Images',
  batchConverted: (done: number, total: number) => `${done} of ${total} images converted`,
  batchFailures: 'The others say why in the list.',
  resultAlt: (name: string) => `Result: ${name}`,
  background: 'Background color',
  transparencyWarning: 'JPEG has no transparency: transparent areas become the background color.',
  svgTooLarge: 'SVG too large',
  svgWithoutHtml:
    'This SVG embeds HTML (foreignObject), which cannot be converted in the browser: it was converted without it, ' +
    'showing the SVG’s own fallback where it has one.',
  svgUnreadable: 'This SVG cannot be converted in the browser',
  svgUnreadableDetail:
    'The browser drew it but will not let the page read its pixels (it marks the drawing as tainted, ' +
    'as it does for content from elsewhere).',
  svgTooLargeDetail: (mb: string, limit: number) => `This SVG is ${mb} MB; the limit for SVG files is ${limit} MB.`,
} as const;
