/** Main-thread side of the NATO phonetic alphabet (see ./task). */
import type { NatoOptions } from './core';
import type { NatoAlphabetTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const natoAlphabetPool = toolPool<NatoAlphabetTasks>('NATO alphabet', 'nato-alphabet');

/** Spells or reads back `text` in the worker; rejects with the tool's ToolError on blank or too long input. */
export const translateNatoInWorker = (action: string, text: string, options: NatoOptions, job?: JobOptions) =>
  natoAlphabetPool.onText('run', text, { action, options }, job);
