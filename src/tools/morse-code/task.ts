/// <reference lib="webworker" />
/** Worker tasks of the Morse code translator: both directions on the whole text, with the note of what was left out. */
import { translateMorse, type MorseOptions } from './core';
import { unknownNote } from './note';
import type { TextResult } from '../../core/shared/text-result';
import { longAsBlob } from '../../workers/formatter-task';
import type { TaskContext } from '../../workers/protocol';
import { receiveText, type TextSource } from '../../workers/text-task';

export interface MorseOutcome {
  output: string | TextResult;
  note: string | undefined;
}

async function run(
  input: TextSource & { action: string; options: MorseOptions },
  ctx: TaskContext,
): Promise<MorseOutcome> {
  const text = await receiveText(input, ctx);
  ctx.signal.throwIfAborted();
  const translation = translateMorse(input.action, text, input.options);
  ctx.progress(1, 1);
  return { output: longAsBlob(translation.output), note: unknownNote(input.action, translation) };
}

export const morseCodeTasks = { run };

export type MorseCodeTasks = typeof morseCodeTasks;

export default morseCodeTasks;
