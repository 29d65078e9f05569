/// <reference lib="webworker" />
/**
 * Worker entry of the image converter: decodes with Chromium's own decoders (createImageBitmap, which
 * honours EXIF orientation and reads every format the browser does), optionally resizes with its
 * high-quality resampler, reads the pixels from an OffscreenCanvas and encodes them with the real codecs
 * (./encode in the core). The pixels never leave this worker; the encoded file moves back as a transferable.
 */
import {
  crc32,
  encodeImage,
  HEADER_BYTES,
  loadFailedError,
  noCanvasError,
  readDimensions,
  requireDecodableSize,
  targetSize,
  type ConvertOptions,
  type Dimensions,
  type RgbaImage,
} from '../core/tools/image-converter';
import { exposeTasks, transfer } from './expose';
import type { TaskContext } from './protocol';

export interface ConvertInput {
  /** The visitor's file, passed by reference (a Blob is not copied between threads). */
  file: Blob;
  options: ConvertOptions;
}

export interface ConvertOutput {
  /** The encoded file. */
  bytes: Uint8Array<ArrayBuffer>;
  /** Its CRC-32, so a batch's .zip needs no pass over the bytes on the main thread. */
  crc: number;
  mime: string;
  width: number;
  height: number;
  /** The source's size as shown upright (after EXIF orientation). */
  source: Dimensions;
}

/** Progress out of 100 at the end of each step: decoding is quick next to encoding. */
const STEP = { header: 2, decoded: 30, pixels: 40, encoded: 100 } as const;

async function decode(file: Blob): Promise<ImageBitmap> {
  if (file.size === 0) throw loadFailedError();
  const header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  // Refuse a huge image before decoding it would take gigabytes.
  const size = readDimensions(header);
  if (size) requireDecodableSize(size.width, size.height);
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw loadFailedError();
  }
}

async function scaled(bitmap: ImageBitmap, target: Dimensions): Promise<ImageBitmap> {
  if (target.width === bitmap.width && target.height === bitmap.height) return bitmap;
  const resized = await createImageBitmap(bitmap, {
    resizeWidth: target.width,
    resizeHeight: target.height,
    resizeQuality: 'high',
  });
  bitmap.close();
  return resized;
}

/** The pixels through a 2D canvas; no canvas, or none this big (out of memory), is the spec's canvas error. */
function readPixels(bitmap: ImageBitmap): RgbaImage {
  const { width, height } = bitmap;
  try {
    const context =
      typeof OffscreenCanvas === 'undefined'
        ? null
        : new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
    if (!context) throw noCanvasError();
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, width, height);
  } catch {
    throw noCanvasError();
  }
}

/** The encoded bytes in a buffer of their own, so moving it moves nothing else. */
const ownBuffer = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : bytes.slice();

export const imageTasks = {
  async convert({ file, options }: ConvertInput, ctx: TaskContext) {
    ctx.progress(0, 100);
    const bitmap = await decode(file);
    const source = { width: bitmap.width, height: bitmap.height };
    try {
      requireDecodableSize(source.width, source.height);
      ctx.progress(STEP.decoded, 100);
      ctx.signal.throwIfAborted();
      const target = targetSize(source, options.resize);
      requireDecodableSize(target.width, target.height); // an enlargement has the same memory limit
      const pixels = readPixels(await scaled(bitmap, target));
      ctx.progress(STEP.pixels, 100);
      ctx.signal.throwIfAborted();
      const encoded = await encodeImage(pixels, options);
      const bytes = ownBuffer(encoded.bytes);
      ctx.progress(STEP.encoded, 100);
      const output: ConvertOutput = { bytes, crc: crc32(bytes), mime: encoded.mime, ...target, source };
      return transfer(output, [bytes.buffer]);
    } finally {
      bitmap.close();
    }
  },
};

export type ImageTasks = typeof imageTasks;

exposeTasks(imageTasks);
