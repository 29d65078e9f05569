/// <reference lib="webworker" />
/** Worker tasks of the SVG optimizer: svgo's browser build, on a text received in slices or a file read whole. */
import { optimizeSvg, type SvgOptions } from './core';
import { sizesNote } from './result';
import { requireWholeFileSize } from '../../core/shared/whole-file';
import { longAsBlob } from '../../workers/formatter-task';
import type { TaskContext } from '../../workers/protocol';
import { receiveText, type TextSource } from '../../workers/text-task';

/** The optimised SVG as a task returns it (a long one as a Blob) and the note of its bytes before and after. */
const optimized = (text: string, options: SvgOptions) => {
  const { output, sizes } = optimizeSvg(text, options);
  return { output: longAsBlob(output), note: sizesNote(sizes) };
};

export const svgOptimizerTasks = {
  run: async (input: TextSource & { options: SvgOptions }, ctx: TaskContext) => {
    const text = await receiveText(input, ctx);
    ctx.signal.throwIfAborted();
    const result = optimized(text, input.options);
    ctx.progress(1, 1);
    return result;
  },
  runFile: async ({ file, options }: { file: Blob; options: SvgOptions }, ctx: TaskContext) => {
    requireWholeFileSize(file.size);
    const text = await file.text();
    ctx.progress(1, 2);
    ctx.signal.throwIfAborted();
    const result = optimized(text, options);
    ctx.progress(1, 1);
    return result;
  },
};

export type SvgOptimizerTasks = typeof svgOptimizerTasks;

export default svgOptimizerTasks;
