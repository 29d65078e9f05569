/// <reference lib="webworker" />
/** Worker tasks of the CIDR calculator: long lists (a merge of thousands of networks), worked out whole. */
import { runCidr, type CidrOptions, type CidrResult } from './core';
import type { TaskContext } from '../../workers/protocol';
import { receiveText, type TextSource } from '../../workers/text-task';

async function run(
  input: TextSource & { action: string; options: CidrOptions },
  ctx: TaskContext,
): Promise<CidrResult> {
  const text = await receiveText(input, ctx);
  ctx.signal.throwIfAborted();
  const result = runCidr(input.action, text, input.options);
  ctx.progress(1, 1);
  return result;
}

export const cidrCalculatorTasks = { run };

export type CidrCalculatorTasks = typeof cidrCalculatorTasks;

export default cidrCalculatorTasks;
