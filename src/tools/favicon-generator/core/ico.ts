/**
 * An ICO file written by hand: a 6-byte header (reserved 0, type 1 = icon, the image count), a 16-byte directory
 * entry per image, then the images. Every entry here is a whole PNG file, which Windows Vista and later and every
 * browser read inside an ICO (a 256-pixel side is written 0 in the one-byte width and height).
 */
export interface IcoImage {
  /** The PNG's side in pixels (the images are square), 1-256. */
  size: number;
  png: Uint8Array;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/** The ICO holding `images` in the given order (conventionally smallest first). */
export function writeIco(images: readonly IcoImage[]): Uint8Array<ArrayBuffer> {
  const total = images.reduce((sum, image) => sum + image.png.length, HEADER_BYTES + ENTRY_BYTES * images.length);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // 1: icon (2 is a cursor)
  view.setUint16(4, images.length, true);
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  images.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256)
      throw new RangeError(`An ICO image is 1-256 pixels, not ${size}.`);
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    view.setUint8(entry, size % 256); // width (0 means 256)
    view.setUint8(entry + 1, size % 256); // height
    view.setUint8(entry + 2, 0); // palette colours: none
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel (RGBA)
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(png, offset);
    offset += png.length;
  });
  return bytes;
}
