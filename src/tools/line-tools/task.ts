/// <reference lib="webworker" />
/**
 * Worker tasks of the line tools: the lines of a text served in slices or of a file read here, sorted, deduplicated
 * and filtered. A regex filter is a person's pattern: the page bounds such a job in time and, past the bound or on
 * Cancel, the pool terminates this worker (./line-tools).
 */
import { utf8TextResult } from '../../core/shared/text-result';
import { invalidUtf8At } from '../../core/shared/utf8';
import { processLines, type LineToolsOptions } from './core';
import { sortPartOfBytes } from './core/byte-sort';
import { longAsBlob } from '../../workers/formatter-task';
import type { TaskContext } from '../../workers/protocol';
import { receiveText, type TextSource } from '../../workers/text-task';

function run(text: string, options: LineToolsOptions) {
  const { output, counts } = processLines(text, options);
  return { output: longAsBlob(output), counts };
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
    // As the editor reads a file: UTF-8, bad bytes as U+FFFD, a BOM dropped.
    return run(new TextDecoder().decode(bytes), options);
  },
  /**
   * Part `part` of `parts` of an alphabetical sort on the file's bytes, each part in a worker of its own (the page
   * joins them, ./line-tools); null where the bytes path does not apply, and the page then runs `runFile`.
   */
  async sortFilePart(
    { file, options, part, parts }: { file: Blob; options: LineToolsOptions; part: number; parts: number },
    ctx: TaskContext,
  ) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    ctx.progress(1, 2);
    ctx.signal.throwIfAborted();
    const sorted = sortsAsBytes(bytes) ? sortPartOfBytes(bytes, options, part, parts) : null;
    if (!sorted) return null;
    const { output, ...counts } = sorted;
    return { ...counts, result: utf8TextResult(output) };
  },
};

export type LineToolsTasks = typeof lineToolsTasks;

export default lineToolsTasks;
