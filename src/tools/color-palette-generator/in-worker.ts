/** Main-thread side of the palette extraction: the worker decodes and clusters, the page only waits. */
import type { ExtractedColour } from './core';
import type { PaletteTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const colorPaletteGeneratorPool = toolPool<PaletteTasks>('palette', 'color-palette-generator');

/** The image's main colours, largest share first; rejects with a ToolError for a file that is not an image. */
export const extractPaletteInWorker = (file: Blob, count: number, job?: JobOptions): Promise<ExtractedColour[]> =>
  colorPaletteGeneratorPool.run('extract', { file, count }, job);
