/// <reference lib="webworker" />
/** Worker entry of the JSON diff: both documents arrive in slices, and are parsed and compared here. */
import { diffJsonTexts, type JsonDiffOptions } from '../core/tools/json-diff';
import { exposeTasks } from './expose';
import { longAsBlob } from './formatter-task';
import type { TaskContext } from './protocol';
import { receiveText, type TextSource } from './text-task';

export interface JsonDiffInput {
  left: TextSource;
  right: TextSource;
  options: Omit<JsonDiffOptions, 'right'>;
}

/** Both texts received one after the other, as the first half of the progress. */
async function receiveBoth({ left, right }: JsonDiffInput, ctx: TaskContext): Promise<[string, string]> {
  const total = left.chars + right.chars;
  const part = (offset: number): TaskContext => ({
    ...ctx,
    progress: (done: number) => ctx.progress(offset + done, total * 2),
  });
  const leftText = await receiveText(left, part(0));
  return [leftText, await receiveText(right, part(left.chars))];
}

export const jsonDiffTasks = {
  diff: async (input: JsonDiffInput, ctx: TaskContext) => {
    const [left, right] = await receiveBoth(input, ctx);
    ctx.signal.throwIfAborted();
    const { tree, patch } = diffJsonTexts(left, { ...input.options, right });
    ctx.progress(1, 1);
    return { tree: longAsBlob(tree), patch: longAsBlob(patch) };
  },
};

export type JsonDiffTasks = typeof jsonDiffTasks;

exposeTasks(jsonDiffTasks);
