/// <reference lib="webworker" />
/**
 * Worker tasks of the regex tester: a person's pattern on a text served in slices or a file read here. The match
 * runs in one synchronous call that a backtracking pattern can make endless: the page bounds it in time and, past
 * the bound or on Cancel, the pool terminates this worker (./regex-tester).
 */
import type { RegexTesterOptions } from './core';
import { runRegexTester } from './run';
import { longAsBlob } from '../../workers/formatter-task';
import type { TaskContext } from '../../workers/protocol';
import { receiveText, type TextSource } from '../../workers/text-task';

interface RunInput {
  action: string;
  options: RegexTesterOptions;
}

function run(action: string, text: string, options: RegexTesterOptions) {
  const { outputs, marks, notes, structured } = runRegexTester(action, text, options);
  const long = Object.fromEntries(Object.entries(outputs).map(([id, output]) => [id, longAsBlob(output)]));
  return { outputs: long, marks, notes, structured };
}

export const regexTesterTasks = {
  async run(input: TextSource & RunInput, ctx: TaskContext) {
    const text = await receiveText(input, ctx);
    ctx.signal.throwIfAborted();
    return run(input.action, text, input.options);
  },
  async runFile({ action, file, options }: RunInput & { file: Blob }, ctx: TaskContext) {
    // As the editor reads a file: UTF-8, bad bytes as U+FFFD.
    const text = await file.text();
    ctx.progress(1, 2);
    ctx.signal.throwIfAborted();
    return run(action, text, options);
  },
};

export type RegexTesterTasks = typeof regexTesterTasks;

export default regexTesterTasks;
