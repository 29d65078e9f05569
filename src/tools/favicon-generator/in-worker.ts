/** Main-thread side of the favicon generator (see ./task). */
import type { FaviconInput, FaviconTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export type { FaviconFile } from './task';

/** One worker; each PNG encode is one WebAssembly call that answers no pings (the image converter's allowance). */
export const faviconGeneratorPool = toolPool<FaviconTasks>('favicon generator', 'favicon-generator');

/** Every icon from the image (a file, or an SVG drawn on the page, which moves to the worker). */
export function generateFaviconsInWorker(input: FaviconInput, { signal, onProgress }: JobOptions = {}) {
  const transfer = input.file instanceof ImageBitmap ? [input.file] : [];
  return faviconGeneratorPool.run('generate', input, { signal, onProgress, transfer });
}
