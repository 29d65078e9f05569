/** Main-thread side of the SVG optimizer (see ./task). */
import type { SvgOptions } from './core';
import type { SvgOptimizerTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

/** One worker kept between runs, so svgo stays loaded; svgo runs in one synchronous call (the formatters' settings). */
export const svgOptimizerPool = toolPool<SvgOptimizerTasks>('SVG optimizer', 'svg-optimizer');

/** Optimises `text` in the worker; rejects with the optimizer's ToolError on an SVG svgo cannot read. */
export const optimizeSvgInWorker = (text: string, options: SvgOptions, job?: JobOptions) =>
  svgOptimizerPool.onText('run', text, { options }, job);

/** Optimises a file the worker reads whole (one too large for the page's editor). */
export const optimizeSvgFileInWorker = (file: Blob, options: SvgOptions, job?: JobOptions) =>
  svgOptimizerPool.run('runFile', { file, options }, job);
