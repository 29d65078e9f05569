/// <reference lib="webworker" />
/** Worker tasks of the slug generator: long texts (a file of titles in batch mode), slugged whole. */
import { slugify, type SlugifyOptions } from './core';
import type { TextResult } from '../../core/shared/text-result';
import { longAsBlob } from '../../workers/formatter-task';
import type { TaskContext } from '../../workers/protocol';
import { receiveText, type TextSource } from '../../workers/text-task';

async function run(input: TextSource & { options: SlugifyOptions }, ctx: TaskContext): Promise<string | TextResult> {
  const text = await receiveText(input, ctx);
  ctx.signal.throwIfAborted();
  const output = slugify(text, input.options);
  ctx.progress(1, 1);
  return longAsBlob(output);
}

export const slugifyTasks = { run };

export type SlugifyTasks = typeof slugifyTasks;

export default slugifyTasks;
