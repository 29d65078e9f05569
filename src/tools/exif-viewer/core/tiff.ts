/**
 * The little of TIFF (the body of an EXIF block) the remover needs: IFD0's Orientation tag, read from the
 * original block and written alone into a minimal block when "Keep orientation" is on.
 */
const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/** The Orientation (1 to 8) in IFD0 of a TIFF body, or null when absent, out of range or unreadable. */
export function readOrientation(tiff: Uint8Array): number | null {
  if (tiff.length < 8) return null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const order = view.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const le = order === 0x4949;
  if (view.getUint16(2, le) !== 42) return null;
  const ifd = view.getUint32(4, le);
  if (ifd + 2 > tiff.length) return null;
  const count = view.getUint16(ifd, le);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (view.getUint16(entry, le) !== ORIENTATION_TAG) continue;
    if (view.getUint16(entry + 2, le) !== SHORT) return null;
    const value = view.getUint16(entry + 8, le);
    return value >= 1 && value <= 8 ? value : null;
  }
  return null;
}

/** A big-endian TIFF body with one IFD holding only Orientation (26 bytes). */
export function orientationTiff(orientation: number): Uint8Array {
  const out = new Uint8Array(26);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0x4d4d); // 'MM'
  view.setUint16(2, 42);
  view.setUint32(4, 8); // IFD0 right after the header
  view.setUint16(8, 1); // one entry
  view.setUint16(10, ORIENTATION_TAG);
  view.setUint16(12, SHORT);
  view.setUint32(14, 1);
  view.setUint16(18, orientation);
  view.setUint32(22, 0); // no next IFD
  return out;
}

/** 'Exif\0\0', the header JPEG's APP1 and some WebP writers put before the TIFF body. */
export const EXIF_HEADER = new Uint8Array([0x45, 0x78, 0x69, 0x66, 0, 0]);

export const hasExifHeader = (b: Uint8Array, at = 0) => EXIF_HEADER.every((v, i) => b[at + i] === v);
