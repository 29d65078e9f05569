/**
 * Lossless metadata removal from a WebP: drops the EXIF and XMP chunks (and ICCP when asked), clears their flags
 * in VP8X and rewrites the RIFF size. The image chunks (VP8, VP8L, ALPH, ANIM, ANMF) are copied byte for byte.
 */
import { malformedError, truncatedError } from './messages';
import { ascii, concat, type StripOptions, type Stripped } from './parts';
import { EXIF_HEADER, hasExifHeader, orientationTiff, readOrientation } from './tiff';

const FLAG_ICC = 0x20;
const FLAG_EXIF = 0x08;
const FLAG_XMP = 0x04;

const METADATA: Record<string, string> = { EXIF: 'EXIF', 'XMP ': 'XMP' };

export interface RiffChunk {
  type: string;
  /** Offset of the chunk's header. */
  at: number;
  /** Offset and length of its data. */
  data: number;
  size: number;
  /** Offset just past it, padding included. */
  end: number;
}

/** The top-level chunks of a WebP, checked against the file's length. */
export function webpChunks(b: Uint8Array): RiffChunk[] {
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') throw malformedError('the WebP header (RIFF…WEBP)', 0);
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > b.length) throw truncatedError('WebP RIFF container', 0, riffEnd, b.length);
  const chunks: RiffChunk[] = [];
  let pos = 12;
  while (pos < riffEnd) {
    if (pos + 8 > riffEnd) throw truncatedError('WebP chunk header', pos, 8, riffEnd);
    const size = view.getUint32(pos + 4, true);
    const type = ascii(b, pos, 4);
    const dataEnd = pos + 8 + size;
    if (dataEnd > riffEnd) throw truncatedError(`WebP ${type.trim()} chunk`, pos, size + 8, riffEnd);
    const end = Math.min(dataEnd + (size & 1), riffEnd); // a missing last pad byte is tolerated
    chunks.push({ type, at: pos, data: pos + 8, size, end });
    pos = end;
  }
  return chunks;
}

function exifChunk(orientation: number): Uint8Array {
  const tiff = orientationTiff(orientation); // 26 bytes: even, no pad
  const head = new Uint8Array(8);
  head.set([0x45, 0x58, 0x49, 0x46]); // 'EXIF'
  new DataView(head.buffer).setUint32(4, tiff.length, true);
  return concat([head, tiff]);
}

function orientationOf(b: Uint8Array, c: RiffChunk): number | null {
  const data = b.subarray(c.data, c.data + c.size);
  return readOrientation(hasExifHeader(data) ? data.subarray(EXIF_HEADER.length) : data);
}

export function stripWebp(b: Uint8Array, options: StripOptions): Stripped {
  const chunks = webpChunks(b);
  const removed = new Set<string>();
  const parts: Uint8Array[] = [b.slice(0, 12)];
  let vp8x: Uint8Array | null = null;
  let orientation: number | null = null;
  for (const c of chunks) {
    const kind = METADATA[c.type] ?? (c.type === 'ICCP' && !options.keepIcc ? 'ICC' : undefined);
    if (!kind) {
      const piece = c.type === 'VP8X' && c.size >= 1 ? b.slice(c.at, c.end) : b.subarray(c.at, c.end);
      if (c.type === 'VP8X' && c.size >= 1) vp8x = piece;
      parts.push(piece);
      continue;
    }
    removed.add(kind);
    if (c.type === 'EXIF' && options.keepOrientation && orientation === null) {
      orientation = orientationOf(b, c);
      if (orientation !== null) parts.push(exifChunk(orientation));
    }
  }
  if (vp8x) {
    let flags = vp8x[8] & ~(FLAG_EXIF | FLAG_XMP | (options.keepIcc ? 0 : FLAG_ICC));
    if (orientation !== null) flags |= FLAG_EXIF;
    vp8x[8] = flags;
  }
  const last = chunks.length ? chunks[chunks.length - 1].end : 12;
  parts.push(b.subarray(last)); // bytes after the RIFF container, kept as they are
  const bytes = concat(parts);
  new DataView(bytes.buffer).setUint32(4, bytes.length - 8 - (b.length - last), true);
  return { bytes, removed: [...removed] };
}
