/**
 * Main-thread side of the image converter: each image is one job on the image pool, so a batch spreads over
 * the cores. The main thread only passes the File (by reference) and gets the encoded file back (moved).
 */
import type { ConvertOptions } from './core';
import type { ConvertOutput, ImageTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export type { ConvertOutput };

/**
 * An encode is one long WebAssembly call that cannot answer the pool's pings: AVIF or MozJPEG on a
 * 24-megapixel photo takes tens of seconds on a slow machine, so a worker counts as hung only after minutes.
 */

export const imageConverterPool = toolPool<ImageTasks>('image', 'image-converter');

/**
 * Converts one image (a file, or an SVG already drawn into an ImageBitmap, which moves to the worker);
 * rejects with the spec's ToolError for a file that is not a decodable image.
 */
export function convertImageInWorker(
  file: Blob | ImageBitmap,
  options: ConvertOptions,
  { signal, onProgress }: JobOptions = {},
) {
  const transfer = file instanceof ImageBitmap ? [file] : [];
  return imageConverterPool.run('convert', { file, options }, { signal, onProgress, transfer });
}
