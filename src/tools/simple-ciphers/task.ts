/// <reference lib="webworker" />
/** Worker tasks of the simple ciphers: the action on the whole text. */
import type { CipherOptions } from './core';
import { cipherOutput } from './output';
import { longAsBlob } from '../../workers/formatter-task';
import { wholeTextTask, type TextSource } from '../../workers/text-task';

const run = wholeTextTask((text, input: TextSource & { action: string; options: CipherOptions }) => ({
  output: longAsBlob(cipherOutput(input.action, text, input.options)),
}));

export const simpleCiphersTasks = { run };

export type SimpleCiphersTasks = typeof simpleCiphersTasks;

export default simpleCiphersTasks;
