/** The EXIF viewer's logic: reading (exifr) and lossless removal for JPEG, PNG and WebP. */
export * from './messages';
export * from './parts';
export * from './strip';
export * from './summary';
// Reading pulls in exifr (85 KB): the worker imports it from './read', so the view's chunk stays without it.
export type { MetadataReport } from './read';
export { readOrientation, orientationTiff } from './tiff';
