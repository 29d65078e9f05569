/**
 * Lossless metadata removal from a JPEG: walks the marker segments up to the first scan (SOS) and drops
 * APP1 (EXIF, XMP), APP13 (IPTC, Photoshop), COM and, when asked, the APP2 ICC profile. Everything else, from the
 * quantisation tables to the compressed image data and anything after it, is copied byte for byte.
 */
import { malformedError, truncatedError } from './messages';
import { ascii, concat, type StripOptions, type Stripped } from './parts';
import { EXIF_HEADER, hasExifHeader, orientationTiff, readOrientation } from './tiff';

const SOS = 0xda;
const EOI = 0xd9;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP13 = 0xed;
const COM = 0xfe;

/** Markers with no length field: TEM and the restart markers. */
const standalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);

export function segmentName(marker: number): string {
  if (marker >= 0xe0 && marker <= 0xef) return `APP${marker - 0xe0} segment`;
  if (marker === COM) return 'COM segment';
  return `segment 0xFF${marker.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** What a segment holds, when it is metadata to drop; null to keep it. */
function metadataKind(b: Uint8Array, marker: number, payload: number, options: StripOptions): string | null {
  if (marker === APP1) {
    if (hasExifHeader(b, payload)) return 'EXIF';
    return ascii(b, payload, 4) === 'http' ? 'XMP' : 'APP1';
  }
  if (marker === APP13) return 'IPTC';
  if (marker === COM) return 'Comment';
  if (marker === APP2 && !options.keepIcc && ascii(b, payload, 12) === 'ICC_PROFILE\0') return 'ICC';
  return null;
}

/** An APP1 segment holding only the Orientation tag. */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = orientationTiff(orientation);
  const length = 2 + EXIF_HEADER.length + tiff.length;
  return concat([new Uint8Array([0xff, APP1, length >> 8, length & 0xff]), EXIF_HEADER, tiff]);
}

export function stripJpeg(b: Uint8Array, options: StripOptions): Stripped {
  if (b[0] !== 0xff || b[1] !== 0xd8) throw malformedError('the JPEG start marker (FF D8)', 0);
  const parts: Uint8Array[] = [];
  const removed = new Set<string>();
  let keepFrom = 0;
  let pos = 2;
  let orientation: number | null = null;
  let orientationAt = -1; // index in parts where the first EXIF block was
  for (;;) {
    if (pos >= b.length) throw truncatedError('JPEG image data (SOS)', pos, 2, b.length);
    if (b[pos] !== 0xff) throw malformedError('a JPEG marker (FF)', pos);
    const start = pos;
    while (b[pos + 1] === 0xff) pos++; // fill bytes before a marker
    if (pos + 1 >= b.length) throw truncatedError('JPEG marker', start, 2, b.length);
    const marker = b[pos + 1];
    if (marker === SOS || marker === EOI) break; // the rest (scans, trailer) is kept as it is
    if (standalone(marker)) {
      pos += 2;
      continue;
    }
    if (pos + 4 > b.length) throw truncatedError(segmentName(marker), pos, 4, b.length);
    const length = (b[pos + 2] << 8) | b[pos + 3];
    if (length < 2) throw malformedError(`a ${segmentName(marker)} length of at least 2`, pos + 2);
    const end = pos + 2 + length;
    if (end > b.length) throw truncatedError(segmentName(marker), pos, length + 2, b.length);
    const kind = metadataKind(b, marker, pos + 4, options);
    if (kind) {
      parts.push(b.subarray(keepFrom, start));
      if (kind === 'EXIF' && orientationAt < 0) {
        orientationAt = parts.length;
        orientation = readOrientation(b.subarray(pos + 4 + EXIF_HEADER.length, end));
      }
      removed.add(kind);
      keepFrom = end;
    }
    pos = end;
  }
  parts.push(b.subarray(keepFrom));
  if (options.keepOrientation && orientation !== null) parts.splice(orientationAt, 0, orientationSegment(orientation));
  return { bytes: concat(parts), removed: [...removed] };
}
