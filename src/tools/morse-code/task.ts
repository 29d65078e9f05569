/// <reference lib="webworker" />
/** Worker tasks of the Morse code translator: both directions on the whole text, with the note of what was left out. */
import { translateMorse, type MorseOptions } from './core';
import { unknownNote } from './note';
import type { TextResult } from '../../core/shared/text-result';
import { longAsBlob } from '../../workers/formatter-task';
import { wholeTextTask, type TextSource } from '../../workers/text-task';

export interface MorseOutcome {
  output: string | TextResult;
  note: string | undefined;
}

const run = wholeTextTask((text, input: TextSource & { action: string; options: MorseOptions }): MorseOutcome => {
  const translation = translateMorse(input.action, text, input.options);
  return { output: longAsBlob(translation.output), note: unknownNote(input.action, translation) };
});

export const morseCodeTasks = { run };

export type MorseCodeTasks = typeof morseCodeTasks;

export default morseCodeTasks;
