/**
 * What a file's first bytes say: its format and its size in pixels, read from the header alone, so a huge
 * image is refused before anything decodes it.
 */
export type SourceFormat = 'JPEG' | 'PNG' | 'GIF' | 'WebP' | 'AVIF' | 'BMP' | 'ICO' | 'TIFF' | 'SVG';

export interface Dimensions {
  width: number;
  height: number;
}

/** Enough bytes to reach a JPEG's frame header past a large EXIF block. */
export const HEADER_BYTES = 256 * 1024;

const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((v, i) => b[at + i] === v);

export function sniffFormat(b: Uint8Array): SourceFormat | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'JPEG';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'PNG';
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return 'GIF';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'WebP';
  if (ascii(b, 4, 4) === 'ftyp' && ['avif', 'avis'].includes(ascii(b, 8, 4))) return 'AVIF';
  if (ascii(b, 0, 2) === 'BM' && b.length >= 26) return 'BMP';
  if (startsWith(b, [0, 0, 1, 0])) return 'ICO';
  if (ascii(b, 0, 4) === 'II*\0' || ascii(b, 0, 4) === 'MM\0*') return 'TIFF';
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(ascii(b, 0, Math.min(b.length, 512)))) return 'SVG';
  return null;
}

/** Width and height from the header of a JPEG, PNG, GIF, WebP or BMP; null when unknown or cut short. */
export function readDimensions(b: Uint8Array): Dimensions | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const format = sniffFormat(b);
  try {
    if (format === 'PNG') return checked(view.getUint32(16), view.getUint32(20));
    if (format === 'GIF') return checked(view.getUint16(6, true), view.getUint16(8, true));
    if (format === 'BMP') return checked(Math.abs(view.getInt32(18, true)), Math.abs(view.getInt32(22, true)));
    if (format === 'WebP') return webpDimensions(b, view);
    if (format === 'JPEG') return jpegDimensions(view);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error; // a header cut short
  }
  return null;
}

const checked = (width: number, height: number): Dimensions | null =>
  width > 0 && height > 0 ? { width, height } : null;

function webpDimensions(b: Uint8Array, view: DataView): Dimensions | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X')
    return checked(1 + (view.getUint32(24, true) & 0xffffff), 1 + (view.getUint32(27, true) & 0xffffff));
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return checked(1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff));
  }
  if (chunk === 'VP8 ') return checked(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  return null;
}

/** Start-of-frame markers: C0-CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function jpegDimensions(view: DataView): Dimensions | null {
  let at = 2;
  while (at + 9 < view.byteLength) {
    if (view.getUint8(at) !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (isStartOfFrame(marker)) return checked(view.getUint16(at + 7), view.getUint16(at + 5));
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

/** PNG colour types with an alpha channel: grey + alpha (4) and RGBA (6). */
const PNG_ALPHA_TYPES = new Set([4, 6]);

/** A PNG with an alpha channel, or a transparency chunk (tRNS) before its pixel data. */
function pngDeclaresAlpha(b: Uint8Array, view: DataView): boolean {
  if (PNG_ALPHA_TYPES.has(b[25])) return true;
  for (let at = 8; at + 8 <= b.length; at += 12 + view.getUint32(at)) {
    const type = ascii(b, at + 4, 4);
    if (type === 'tRNS') return true;
    if (type === 'IDAT') return false;
  }
  return false;
}

/** A GIF whose (first) graphic control extension names a transparent colour. */
function gifDeclaresAlpha(b: Uint8Array): boolean {
  for (let at = 13; at + 3 < b.length; at++) {
    if (b[at] === 0x21 && b[at + 1] === 0xf9 && b[at + 2] === 0x04) return (b[at + 3] & 1) === 1;
  }
  return false;
}

/** A WebP with an alpha flag: VP8X's header flag, or VP8L's 'alpha is used' bit. */
function webpDeclaresAlpha(b: Uint8Array, view: DataView): boolean {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X') return (b[20] & 0x10) !== 0;
  if (chunk === 'VP8L') return ((view.getUint32(21, true) >>> 28) & 1) === 1;
  return false;
}

/**
 * Whether the header says the image may have transparent pixels (an alpha channel, a transparent colour):
 * converting it to JPEG then puts those on a background. Icons nearly always have one; formats whose
 * header does not say (AVIF, BMP, TIFF) count as opaque.
 */
export function declaresTransparency(b: Uint8Array): boolean {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  try {
    switch (sniffFormat(b)) {
      case 'PNG':
        return pngDeclaresAlpha(b, view);
      case 'GIF':
        return gifDeclaresAlpha(b);
      case 'WebP':
        return webpDeclaresAlpha(b, view);
      case 'ICO':
      case 'SVG':
        return true;
      default:
        return false;
    }
  } catch (error) {
    if (!(error instanceof RangeError)) throw error; // a header cut short
    return false;
  }
}
