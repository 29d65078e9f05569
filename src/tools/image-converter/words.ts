/** The image converter's words: its screen, its toasts (the spec's, sections 5 and 8) and its options' rule. */
import { MAX_SIDE } from '../../core/shared/image';
import { resizeRule } from '../../ui/words/image';

export { NOT_AN_IMAGE } from '../../ui/words/image';
export const CONVERTED = 'Image converted successfully!';
export const DOWNLOADED = 'Image downloaded!';
export const RESIZE_ERROR = resizeRule(MAX_SIDE);

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
} as const;
