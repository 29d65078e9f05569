/** The container: gzip (RFC 1952), zlib (RFC 1950, CompressionStream's 'deflate') or raw deflate (RFC 1951). */
export type CompressionFormat = 'gzip' | 'deflate' | 'deflate-raw';

export interface GzipOptions {
  format: CompressionFormat;
}

export const GZIP_DEFAULTS: GzipOptions = { format: 'gzip' };

export const FORMAT_EXTENSIONS: Readonly<Record<CompressionFormat, string>> = {
  gzip: '.gz',
  deflate: '.zz',
  'deflate-raw': '.deflate',
};
