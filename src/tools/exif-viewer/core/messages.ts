import { ToolError } from '../../../core/shared/tool-error';

/** The EXIF viewer's screen words (labels, options, status, facts), one table for translation. */
export const EXIF_TEXTS = {
  privacy: 'Your photos are read and cleaned on your device and never uploaded. No map is loaded.',
  dropImages: 'Drop photos here or click to choose',
  dropHint: 'JPEG, PNG, WebP, HEIC and TIFF. Several at once give one .zip.',
  optionsPanel: 'Remove metadata',
  keepIcc: 'Keep the color profile (ICC)',
  keepIccHint: 'Dropping it can change how colors show.',
  keepOrientation: 'Keep orientation',
  keepOrientationHint: 'Writes a minimal EXIF block with only the Orientation tag.',
  remove: 'Remove metadata',
  removing: 'Removing metadata',
  removingImages: (count: number) => `Removing metadata from ${count} images`,
  cancelRemoving: 'Cancel removing',
  removed: 'Metadata removed',
  batchRemoved: (done: number, total: number) => `Metadata removed from ${done} of ${total} images`,
  batchFailures: 'The others could not be cleaned: see each image.',
  reading: 'Reading metadata',
  images: 'Images',
  imageCount: (count: number) => `${count} images`,
  download: 'Download',
  downloadAll: 'Download all (.zip)',
  downloaded: 'Image downloaded',
  imagesDownloaded: 'Images downloaded as one .zip',
  ready: 'Ready',
  cancelled: 'Cancelled',
  removingFile: (name: string) => `Removing metadata from ${name}`,
  cleanedSize: (before: string, after: string) => `${before} → ${after}`,
  summaryPanel: 'Photo',
  camera: 'Camera',
  lens: 'Lens',
  exposure: 'Exposure',
  shutter: 'Shutter',
  aperture: 'Aperture',
  iso: 'ISO',
  focalLength: 'Focal length',
  dateTaken: 'Date taken',
  orientation: 'Orientation',
  location: 'Location',
  decimal: 'Decimal',
  dms: 'Degrees, minutes, seconds',
  altitude: 'Altitude',
  copyCoordinates: 'Copy coordinates',
  noLocation: 'No GPS position in this file.',
  thumbnail: 'Embedded thumbnail',
  thumbnailAlt: (name: string) => `Thumbnail embedded in ${name}`,
  noMetadata: 'No metadata found in this file.',
  tagsPanel: 'All tags',
  searchTags: 'Search tags',
  tag: 'Tag',
  value: 'Value',
  tagCount: (shown: number, total: number) => (shown === total ? `${total} tags` : `${shown} of ${total} tags`),
  selectImage: 'Show metadata of',
  format: 'Format',
  aboveSea: 'above sea level',
  belowSea: 'below sea level',
  bytes: (n: number) => `(${n} bytes)`,
} as const;

/** Block names as shown in the table's group headings. */
export const BLOCK_LABELS: Record<string, string> = {
  ifd0: 'Image (IFD0)',
  ifd1: 'Thumbnail (IFD1)',
  exif: 'EXIF',
  gps: 'GPS',
  interop: 'Interoperability',
  xmp: 'XMP',
  iptc: 'IPTC',
  icc: 'ICC profile',
  jfif: 'JFIF',
  ihdr: 'PNG header and text',
};

export const NOT_SUPPORTED_IMAGE = 'Not a JPEG, PNG, WebP, HEIC or TIFF file';

export const notAnImageError = () =>
  new ToolError(NOT_SUPPORTED_IMAGE, 'Its first bytes are not the signature of any of these formats.');

export const readOnlyError = (format: string) =>
  new ToolError(
    `Removing metadata from ${format} is not supported`,
    `Convert it with the Image Converter first (to JPEG, PNG or WebP): that writes no metadata.`,
  );

/** A structure whose declared length runs past the end of the file (a cut-short download, a damaged file). */
export const truncatedError = (what: string, offset: number, needed: number, size: number) =>
  new ToolError(
    'The file is damaged or cut short',
    `The ${what} at offset ${offset} needs ${needed} bytes, but the file ends at ${size}.`,
  );

/** A byte that is not what the format requires there. */
export const malformedError = (what: string, offset: number) =>
  new ToolError('The file is damaged', `Expected ${what} at offset ${offset}.`);

export const readFailedError = () =>
  new ToolError('The metadata could not be read', 'The file is damaged or not an image exifr understands.');

/** Each file is read whole into the worker's memory (twice while writing the copy): larger ones are refused. */
export const MAX_FILE_MB = 256;
export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;

export const tooLargeError = (bytes: number) =>
  new ToolError(
    'File too large',
    `${(bytes / 1024 / 1024).toFixed(0)} MB is over the ${MAX_FILE_MB} MB this tool reads into memory.`,
  );

export function requireReadableSize(bytes: number): void {
  if (bytes > MAX_FILE_BYTES) throw tooLargeError(bytes);
}
