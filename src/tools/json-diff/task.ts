/// <reference lib="webworker" />
/** Worker tasks of the JSON diff: both documents arrive in slices, and are parsed and compared here. */
import type { JsonDiffOptions } from './core';
import { diffJsonTexts } from './result';
import { longAsBlob } from '../../workers/formatter-task';
import type { TaskContext } from '../../workers/protocol';
import { receiveTwoTexts, type TextSource } from '../../workers/text-task';

export interface JsonDiffInput {
  left: TextSource;
  right: TextSource;
  options: Omit<JsonDiffOptions, 'right'>;
}

export const jsonDiffTasks = {
  diff: async (input: JsonDiffInput, ctx: TaskContext) => {
    const [left, right] = await receiveTwoTexts(input.left, input.right, ctx);
    ctx.signal.throwIfAborted();
    const { tree, patch } = diffJsonTexts(left, { ...input.options, right });
    ctx.progress(1, 1);
    return { tree: longAsBlob(tree), patch: longAsBlob(patch) };
  },
};

export type JsonDiffTasks = typeof jsonDiffTasks;

export default jsonDiffTasks;
