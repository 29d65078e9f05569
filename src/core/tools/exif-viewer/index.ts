/** The EXIF viewer's logic: reading (exifr) and lossless removal for JPEG, PNG and WebP. */
export * from './messages';
export * from './parts';
export * from './strip';
export * from './summary';
export * from './read';
export { readOrientation, orientationTiff } from './tiff';
