/// <reference lib="webworker" />
/**
 * Worker tasks of the image converter: decodes with Chromium's own decoders (createImageBitmap, which
 * honours EXIF orientation and reads every format the browser does), reads the pixels from an
 * OffscreenCanvas, optionally resizes them (Lanczos3) and encodes them with the real codecs (the core's
 * encoders). The pixels never leave this worker; the encoded file moves back as a transferable. An SVG
 * arrives already drawn (an ImageBitmap made on the page, see ./svg.ts): a worker
 * has no SVG renderer.
 */
import {
  crc32,
  encodeImage,
  requireDecodableSize,
  requireResizable,
  resizeImage,
  targetSize,
  type ConvertOptions,
  type Dimensions,
} from './core';
import { decodeImage as decode, readPixels } from '../image/canvas';
import { transfer } from '../../workers/expose';
import type { TaskContext } from '../../workers/protocol';

export interface ConvertInput {
  /** The visitor's file, passed by reference (a Blob is not copied between threads), or an SVG drawn on the page. */
  file: Blob | ImageBitmap;
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
const STEP = { decoded: 25, pixels: 30, resized: 45, encoded: 100 } as const;

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
      requireResizable(source, target); // before reading the pixels, which a refused resize would not need
      const full = readPixels(bitmap);
      bitmap.close(); // its pixels are copied: free the decoded image before resizing makes another
      ctx.progress(STEP.pixels, 100);
      ctx.signal.throwIfAborted();
      const pixels = await resizeImage(full, target);
      ctx.progress(STEP.resized, 100);
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

export default imageTasks;
