/// <reference lib="webworker" />
/** Worker tasks of the slug generator: long texts (a file of titles in batch mode), slugged whole. */
import { slugify, type SlugifyOptions } from './core';
import { longAsBlob } from '../../workers/formatter-task';
import { wholeTextTask, type TextSource } from '../../workers/text-task';

const run = wholeTextTask((text, input: TextSource & { options: SlugifyOptions }) =>
  longAsBlob(slugify(text, input.options)),
);

export const slugifyTasks = { run };

export type SlugifyTasks = typeof slugifyTasks;

export default slugifyTasks;
