/// <reference lib="webworker" />
/** Worker entry of the Lorem Ipsum Generator: the large requests (the page makes the small ones as you type). */
import { generateLoremText, type LoremOptions } from '../core/tools/lorem-ipsum-generator';
import { exposeTasks } from './expose';
import { longAsBlob } from './formatter-task';

export const loremTasks = {
  generate: ({ text, options }: { text: string; options: LoremOptions }) =>
    longAsBlob(generateLoremText(text, options)),
};

export type LoremTasks = typeof loremTasks;

exposeTasks(loremTasks);
