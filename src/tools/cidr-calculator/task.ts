/// <reference lib="webworker" />
/** Worker tasks of the CIDR calculator: long lists (a merge of thousands of networks), worked out whole. */
import { runCidr, type CidrOptions } from './core';
import { wholeTextTask, type TextSource } from '../../workers/text-task';

const run = wholeTextTask((text, input: TextSource & { action: string; options: CidrOptions }) =>
  runCidr(input.action, text, input.options),
);

export const cidrCalculatorTasks = { run };

export type CidrCalculatorTasks = typeof cidrCalculatorTasks;

export default cidrCalculatorTasks;
