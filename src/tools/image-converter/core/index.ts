/** The image converter's logic: the shared image pipeline (src/core/shared/image), its file names, stats and .zip. */
export * from '../../../core/shared/image';
export * from './names';
export * from './stats';
export * from '../../../core/shared/zip';
