/** The image pipeline's logic, shared by the image tools: formats, options, header sniffing, pixel work and encoders. */
export * from './formats';
export * from './limits';
export { fault as imageFault, type ImageFaults } from './faults';
export * from './options';
export * from './sniff';
export * from './pixels';
export * from './png-levels';
export { MAX_RESIZE_MEGAPIXELS, requireResizable, resizeImage } from './resize';
export { encodeImage, type Encoded } from './encode';
