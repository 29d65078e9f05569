/// <reference lib="webworker" />
/**
 * Worker entry of the line tools: the lines of a text served in slices or of a file read here, sorted, deduplicated
 * and filtered. A regex filter is a person's pattern: the page bounds such a job in time and, past the bound or on
 * Cancel, the pool terminates this worker (./line-tools).
 */
import { utf8TextResult } from '../core/shared/text-result';
import { invalidUtf8At } from '../core/shared/utf8';
import { processLines, type LineToolsOptions } from '../core/tools/line-tools';
import { sortLinesOfBytes } from '../core/tools/line-tools/byte-sort';
import { exposeTasks } from './expose';
import { longAsBlob } from './formatter-task';
import type { TaskContext } from './protocol';
import { receiveText, type TextSource } from './text-task';

function run(text: string, options: LineToolsOptions) {
  const { output, note } = processLines(text, options);
  return { outputs: { output: longAsBlob(output) }, notes: { output: note } };
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Whether the bytes read as the editor reads them, byte for byte: well-formed UTF-8 without a BOM. */
const sortsAsBytes = (bytes: Uint8Array) =>
  !UTF8_BOM.every((byte, i) => bytes[i] === byte) && invalidUtf8At(bytes) === -1;

export const lineToolsTasks = {
  async run(input: TextSource & { options: LineToolsOptions }, ctx: TaskContext) {
    const text = await receiveText(input, ctx);
    ctx.signal.throwIfAborted();
    return run(text, input.options);
  },
  async runFile({ file, options }: { file: Blob; options: LineToolsOptions }, ctx: TaskContext) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    ctx.progress(1, 2);
    ctx.signal.throwIfAborted();
    const sorted = sortsAsBytes(bytes) ? sortLinesOfBytes(bytes, options) : null;
    if (sorted) return { outputs: { output: utf8TextResult(sorted.output) }, notes: { output: sorted.note } };
    // As the editor reads a file: UTF-8, bad bytes as U+FFFD, a BOM dropped.
    return run(new TextDecoder().decode(bytes), options);
  },
};

export type LineToolsTasks = typeof lineToolsTasks;

exposeTasks(lineToolsTasks);
