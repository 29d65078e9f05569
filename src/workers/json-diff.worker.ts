/// <reference lib="webworker" />
/** Worker entry of the JSON diff: both documents are parsed and compared here, never on the page above its size. */
import { diffJsonTexts, type JsonDiffOptions } from '../core/tools/json-diff';
import { exposeTasks } from './expose';
import { textOutputsTask } from './formatter-task';
import type { TextSource } from './text-task';

export const jsonDiffTasks = {
  diff: textOutputsTask((text, { options }: TextSource & { options: JsonDiffOptions }) => diffJsonTexts(text, options)),
};

export type JsonDiffTasks = typeof jsonDiffTasks;

exposeTasks(jsonDiffTasks);
