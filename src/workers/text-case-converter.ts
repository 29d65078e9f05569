/** Main-thread side of the text case converter's long inputs (see ./text-job). */
import type { TextCase } from '../core/tools/text-case-converter';
import { createPool } from './pool';
import type { TextCaseTasks } from './text-case-converter.worker';
import { settingsTransformer } from './text-job';

export const textCasePool = createPool<TextCaseTasks>(
  () =>
    new Worker(new URL('./text-case-converter.worker.ts', import.meta.url), {
      type: 'module',
      name: 'text-case-converter',
    }),
  { name: 'Text case', size: 1 },
);

/** Converts a long text to the case given (the settings) in the worker. */
export const convertCaseInWorker = settingsTransformer<TextCase>(textCasePool);
