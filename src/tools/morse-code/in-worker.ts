/** Main-thread side of the Morse code translator (see ./task). */
import type { MorseOptions } from './core';
import type { MorseCodeTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const morseCodePool = toolPool<MorseCodeTasks>('Morse code', 'morse-code');

/** Translates `text` in the worker in the action's direction; rejects with the translator's ToolError on blank input. */
export const translateMorseInWorker = (action: string, text: string, options: MorseOptions, job?: JobOptions) =>
  morseCodePool.onText('run', text, { action, options }, job);
