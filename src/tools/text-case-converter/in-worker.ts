/** Main-thread side of the text case converter's long inputs (see ./text-job). */
import type { TextCase } from './core';
import type { TextCaseTasks } from './task';
import { settingsTransformer } from '../../workers/text-job';
import { toolPool } from '../../workers/tool-pool';

export const textCaseConverterPool = toolPool<TextCaseTasks>('Text case', 'text-case-converter');

/** Converts a long text to the case given (the settings) in the worker. */
export const convertCaseInWorker = settingsTransformer<TextCase>(textCaseConverterPool);
