/// <reference lib="webworker" />
/**
 * Worker tasks of the favicon generator: the image converter's pipeline (decodeImage and readPixels, Lanczos3
 * resizeImage from @jsquash/resize, encodeImage's PNG with oxipng), run once per size, and the ICO written by hand.
 * An SVG arrives already drawn on the page (a worker has no SVG renderer), as for the image converter.
 */
import {
  DEFAULT_OPTIONS,
  encodeImage,
  parseBackground,
  requireDecodableSize,
  resizeImage,
  type RgbaImage,
} from '../../core/shared/image';
import { crc32 } from '../../core/shared/zip';
import { ICO_SIZES, maskableLayout, PNG_FILES, placeOnSquare, squared, writeIco } from './core';
import { decodeImage, readPixels } from '../image/canvas';
import { transfer } from '../../workers/expose';
import type { TaskContext } from '../../workers/protocol';

export interface FaviconInput {
  file: Blob | ImageBitmap;
  /** '#rrggbb': the maskable icon's padding. */
  background: string;
}

export interface FaviconFile {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  crc: number;
  /** The side in pixels (the ICO's largest). */
  size: number;
}

const PNG = { ...DEFAULT_OPTIONS, format: 'png' as const };

/** A square PNG of `side` pixels from the squared source. */
async function pngAt(source: RgbaImage, side: number): Promise<Uint8Array<ArrayBuffer>> {
  const pixels = source.width === side ? source : await resizeImage(source, { width: side, height: side });
  return new Uint8Array((await encodeImage(pixels, PNG)).bytes);
}

/** The maskable icon: the source in the central 80%, on the background colour. */
async function maskablePng(source: RgbaImage, side: number, background: string): Promise<Uint8Array<ArrayBuffer>> {
  const { content, offset } = maskableLayout(side);
  const inner = await resizeImage(source, { width: content, height: content });
  const padded = placeOnSquare(inner, side, offset, offset, parseBackground(background));
  return new Uint8Array((await encodeImage(padded, PNG)).bytes);
}

const file = (name: string, bytes: Uint8Array<ArrayBuffer>, size: number): FaviconFile => ({
  name,
  bytes,
  crc: crc32(bytes),
  size,
});

export const faviconTasks = {
  async generate({ file: source, background }: FaviconInput, ctx: TaskContext) {
    const steps = ICO_SIZES.length + PNG_FILES.length + 1;
    ctx.progress(0, steps);
    const bitmap = await decodeImage(source);
    let square: RgbaImage;
    try {
      requireDecodableSize(bitmap.width, bitmap.height);
      square = squared(readPixels(bitmap));
    } finally {
      bitmap.close();
    }
    ctx.progress(1, steps);
    const files: FaviconFile[] = [];
    const icoImages = [];
    for (const size of ICO_SIZES) {
      icoImages.push({ size, png: await pngAt(square, size) });
      ctx.progress(1 + icoImages.length, steps);
      ctx.signal.throwIfAborted();
    }
    files.push(file('favicon.ico', writeIco(icoImages), ICO_SIZES[ICO_SIZES.length - 1]));
    for (const { name, size, maskable } of PNG_FILES) {
      const bytes = maskable ? await maskablePng(square, size, background) : await pngAt(square, size);
      files.push(file(name, bytes, size));
      ctx.progress(1 + ICO_SIZES.length + files.length - 1, steps);
      ctx.signal.throwIfAborted();
    }
    // The ICO's PNGs come back too, for the previews of its sizes.
    return transfer(
      { files, icoPngs: icoImages },
      files.map((entry) => entry.bytes.buffer),
    );
  },
};

export type FaviconTasks = typeof faviconTasks;

export default faviconTasks;
