/**
 * Reading: exifr parses EXIF, GPS, XMP, IPTC and ICC from JPEG, PNG, HEIC, AVIF and TIFF. It has no WebP parser,
 * so a WebP's EXIF, XMP and ICCP chunks are handed to it inside a small JPEG made of just those segments.
 */
import exifr from 'exifr';
import { notAnImageError, readFailedError } from './messages';
import { concat } from './parts';
import { metadataFormat, type MetadataFormat } from './strip';
import { summarise, tagGroups, type ExifrOutput, type PhotoSummary, type TagGroup } from './summary';
import { EXIF_HEADER, hasExifHeader } from './tiff';
import { webpChunks } from './webp';

export interface MetadataReport {
  format: MetadataFormat;
  summary: PhotoSummary;
  groups: TagGroup[];
  /** The embedded JPEG thumbnail (IFD1), when there is one. */
  thumbnail: Uint8Array<ArrayBuffer> | null;
}

const OPTIONS = {
  tiff: true,
  ifd1: true,
  exif: true,
  gps: true,
  interop: true,
  xmp: true,
  iptc: true,
  icc: true,
  jfif: true,
  ihdr: true,
  mergeOutput: false,
  multiSegment: true,
  silentErrors: true,
} as const;

const XMP_NAMESPACE = new TextEncoder().encode('http://ns.adobe.com/xap/1.0/\0');
const ICC_HEADER = new TextEncoder().encode('ICC_PROFILE\0');
const MAX_SEGMENT = 0xffff - 2;

function segment(marker: number, pieces: Uint8Array[]): Uint8Array[] {
  const length = 2 + pieces.reduce((sum, p) => sum + p.length, 0);
  if (length > MAX_SEGMENT + 2) return []; // too large for one segment: left unread
  return [new Uint8Array([0xff, marker, length >> 8, length & 0xff]), ...pieces];
}

/** A JPEG holding a WebP's metadata chunks as APP1 (EXIF, XMP) and APP2 (ICC) segments, for exifr. */
export function webpMetadataAsJpeg(b: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [new Uint8Array([0xff, 0xd8])];
  for (const c of webpChunks(b)) {
    const data = b.subarray(c.data, c.data + c.size);
    if (c.type === 'EXIF') parts.push(...segment(0xe1, hasExifHeader(data) ? [data] : [EXIF_HEADER, data]));
    if (c.type === 'XMP ') parts.push(...segment(0xe1, [XMP_NAMESPACE, data]));
    if (c.type === 'ICCP') parts.push(...segment(0xe2, [ICC_HEADER, new Uint8Array([1, 1]), data]));
  }
  parts.push(new Uint8Array([0xff, 0xd9]));
  return concat(parts);
}

const ownCopy = (b: Uint8Array | undefined): Uint8Array<ArrayBuffer> | null => (b?.length ? new Uint8Array(b) : null);

export async function readMetadata(b: Uint8Array): Promise<MetadataReport> {
  const format = metadataFormat(b);
  if (!format) throw notAnImageError();
  const source = format === 'WebP' ? webpMetadataAsJpeg(b) : b;
  let output: ExifrOutput | undefined;
  let thumbnail: Uint8Array | undefined;
  try {
    output = (await exifr.parse(source, OPTIONS)) as ExifrOutput | undefined;
    thumbnail = format === 'PNG' ? undefined : await exifr.thumbnail(source);
  } catch {
    throw readFailedError();
  }
  const out = output ?? {};
  return { format, summary: summarise(out), groups: tagGroups(out), thumbnail: ownCopy(thumbnail) };
}
