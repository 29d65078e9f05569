/// <reference lib="webworker" />
/** Worker tasks of the Lorem Ipsum Generator: the large requests (the page makes the small ones as you type). */
import { generateLoremText, type LoremOptions } from './core';
import { longAsBlob } from '../../workers/formatter-task';

export const loremTasks = {
  generate: ({ text, options }: { text: string; options: LoremOptions }) =>
    longAsBlob(generateLoremText(text, options)),
};

export type LoremTasks = typeof loremTasks;

export default loremTasks;
