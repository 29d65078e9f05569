/// <reference lib="webworker" />
/** Worker tasks of the NATO phonetic alphabet: both directions on the whole text, with the note of what was left out. */
import { translateNato, type NatoOptions } from './core';
import { natoNote } from './note';
import type { TextResult } from '../../core/shared/text-result';
import { longAsBlob } from '../../workers/formatter-task';
import { wholeTextTask, type TextSource } from '../../workers/text-task';

export interface NatoOutcome {
  output: string | TextResult;
  note: string | undefined;
}

const run = wholeTextTask((text, input: TextSource & { action: string; options: NatoOptions }): NatoOutcome => {
  const translation = translateNato(input.action, text, input.options);
  return { output: longAsBlob(translation.output), note: natoNote(input.action, translation) };
});

export const natoAlphabetTasks = { run };

export type NatoAlphabetTasks = typeof natoAlphabetTasks;

export default natoAlphabetTasks;
