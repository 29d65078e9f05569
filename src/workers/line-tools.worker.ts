/// <reference lib="webworker" />
/**
 * Worker entry of the line tools: the lines of a text served in slices or of a file read here, sorted, deduplicated
 * and filtered. A regex filter is a person's pattern: the page bounds such a job in time and, past the bound or on
 * Cancel, the pool terminates this worker (./line-tools).
 */
import { processLines, type LineToolsOptions } from '../core/tools/line-tools';
import { exposeTasks } from './expose';
import { longAsBlob } from './formatter-task';
import type { TaskContext } from './protocol';
import { receiveText, type TextSource } from './text-task';

function run(text: string, options: LineToolsOptions) {
  const { output, note } = processLines(text, options);
  return { outputs: { output: longAsBlob(output) }, notes: { output: note } };
}

export const lineToolsTasks = {
  async run(input: TextSource & { options: LineToolsOptions }, ctx: TaskContext) {
    const text = await receiveText(input, ctx);
    ctx.signal.throwIfAborted();
    return run(text, input.options);
  },
  async runFile({ file, options }: { file: Blob; options: LineToolsOptions }, ctx: TaskContext) {
    // As the editor reads a file: UTF-8, bad bytes as U+FFFD.
    const text = await file.text();
    ctx.progress(1, 2);
    ctx.signal.throwIfAborted();
    return run(text, options);
  },
};

export type LineToolsTasks = typeof lineToolsTasks;

exposeTasks(lineToolsTasks);
