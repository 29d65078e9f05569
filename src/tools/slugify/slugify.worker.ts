/// <reference lib="webworker" />
/** Worker entry of the slug generator: long texts (a file of titles in batch mode), slugged whole. */
import { slugify, type SlugifyOptions } from '../core/tools/slugify';
import type { TextResult } from '../core/shared/text-result';
import { exposeTasks } from './expose';
import { longAsBlob } from './formatter-task';
import type { TaskContext } from './protocol';
import { receiveText, type TextSource } from './text-task';

async function run(input: TextSource & { options: SlugifyOptions }, ctx: TaskContext): Promise<string | TextResult> {
  const text = await receiveText(input, ctx);
  ctx.signal.throwIfAborted();
  const output = slugify(text, input.options);
  ctx.progress(1, 1);
  return longAsBlob(output);
}

export const slugifyTasks = { run };

export type SlugifyTasks = typeof slugifyTasks;

exposeTasks(slugifyTasks);
