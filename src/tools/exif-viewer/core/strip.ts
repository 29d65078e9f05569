/** The remover's entry: which format the bytes are, and the lossless removal for it (JPEG, PNG, WebP). */
import { sniffFormat } from '../../../core/shared/image/sniff';
import { stripJpeg } from './jpeg';
import { notAnImageError, readOnlyError } from './messages';
import { ascii, type StripOptions, type Stripped } from './parts';
import { stripPng } from './png';
import { stripWebp } from './webp';

export type MetadataFormat = 'JPEG' | 'PNG' | 'WebP' | 'HEIC' | 'AVIF' | 'TIFF';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The format from the first bytes, among those this tool reads; null for anything else. */
export function metadataFormat(b: Uint8Array): MetadataFormat | null {
  if (b.length >= 12 && ascii(b, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(b, 8, 4))) return 'HEIC';
  const format = sniffFormat(b);
  return format === 'JPEG' || format === 'PNG' || format === 'WebP' || format === 'AVIF' || format === 'TIFF'
    ? format
    : null;
}

/** Removes the metadata of a JPEG, PNG or WebP, never re-encoding; HEIC, AVIF and TIFF are read-only. */
export function stripMetadata(b: Uint8Array, options: StripOptions): Stripped {
  const format = metadataFormat(b);
  switch (format) {
    case 'JPEG':
      return stripJpeg(b, options);
    case 'PNG':
      return stripPng(b, options);
    case 'WebP':
      return stripWebp(b, options);
    case null:
      throw notAnImageError();
    default:
      throw readOnlyError(format);
  }
}
