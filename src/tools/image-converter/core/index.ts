/** The image converter's logic: formats, names, options, header sniffing, pixel work, encoders and .zip. */
export * from './formats';
export * from './names';
export * from './messages';
export * from './options';
export * from './sniff';
export * from './pixels';
export * from './stats';
export * from '../../../core/shared/zip';
export * from './png-levels';
export { MAX_RESIZE_MEGAPIXELS, requireResizable, resizeImage } from './resize';
export { encodeImage, type Encoded } from './encode';
