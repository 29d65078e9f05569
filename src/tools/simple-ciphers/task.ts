/// <reference lib="webworker" />
/** Worker tasks of the simple ciphers: the action on the whole text. */
import type { CipherOptions } from './core';
import { cipherOutput } from './output';
import type { TextResult } from '../../core/shared/text-result';
import { longAsBlob } from '../../workers/formatter-task';
import type { TaskContext } from '../../workers/protocol';
import { receiveText, type TextSource } from '../../workers/text-task';

async function run(
  input: TextSource & { action: string; options: CipherOptions },
  ctx: TaskContext,
): Promise<{ output: string | TextResult }> {
  const text = await receiveText(input, ctx);
  ctx.signal.throwIfAborted();
  const output = cipherOutput(input.action, text, input.options);
  ctx.progress(1, 1);
  return { output: longAsBlob(output) };
}

export const simpleCiphersTasks = { run };

export type SimpleCiphersTasks = typeof simpleCiphersTasks;

export default simpleCiphersTasks;
