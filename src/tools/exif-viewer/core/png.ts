/**
 * Lossless metadata removal from a PNG: drops eXIf, the text chunks (tEXt, zTXt, iTXt, where XMP lives too),
 * tIME and, when asked, iCCP. Every other chunk is copied byte for byte, CRC included.
 */
import { crc32 } from '../../../core/shared/zip';
import { malformedError, truncatedError } from './messages';
import { ascii, concat, type StripOptions, type Stripped } from './parts';
import { hasExifHeader, EXIF_HEADER, orientationTiff, readOrientation } from './tiff';

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const METADATA: Record<string, string> = {
  eXIf: 'EXIF',
  tEXt: 'Text',
  zTXt: 'Text',
  iTXt: 'Text',
  tIME: 'Time',
};

const isChunkType = (type: string) => /^[A-Za-z]{4}$/.test(type);

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function orientationOf(data: Uint8Array): number | null {
  return readOrientation(hasExifHeader(data) ? data.subarray(EXIF_HEADER.length) : data);
}

export function stripPng(b: Uint8Array, options: StripOptions): Stripped {
  if (!PNG_SIGNATURE.every((v, i) => b[i] === v)) throw malformedError('the PNG signature', 0);
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const parts: Uint8Array[] = [];
  const removed = new Set<string>();
  let keepFrom = 0;
  let pos = 8;
  let orientation: number | null = null;
  let orientationAt = -1;
  while (pos < b.length) {
    if (pos + 8 > b.length) throw truncatedError('PNG chunk header', pos, 8, b.length);
    const length = view.getUint32(pos);
    const type = ascii(b, pos + 4, 4);
    if (!isChunkType(type)) throw malformedError('a PNG chunk type (four letters)', pos + 4);
    const end = pos + 12 + length;
    if (end > b.length) throw truncatedError(`PNG ${type} chunk`, pos, length + 12, b.length);
    const kind = METADATA[type] ?? (type === 'iCCP' && !options.keepIcc ? 'ICC' : undefined);
    if (kind) {
      parts.push(b.subarray(keepFrom, pos));
      if (type === 'eXIf' && orientationAt < 0) {
        orientationAt = parts.length;
        orientation = orientationOf(b.subarray(pos + 8, end - 4));
      }
      removed.add(kind);
      keepFrom = end;
    }
    pos = end;
    if (type === 'IEND') break; // anything after it is kept as it is
  }
  parts.push(b.subarray(keepFrom));
  if (options.keepOrientation && orientation !== null)
    parts.splice(orientationAt, 0, chunk('eXIf', orientationTiff(orientation)));
  return { bytes: concat(parts), removed: [...removed] };
}
