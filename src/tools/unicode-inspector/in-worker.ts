/** Main-thread side of the Unicode Inspector (see ./task). */
import type { UnicodeOptions } from './core';
import { toolPool, type JobOptions } from '../../workers/tool-pool';
import type { UnicodeInspectorTasks } from './task';

export const unicodeInspectorPool = toolPool<UnicodeInspectorTasks>('Unicode Inspector', 'unicode-inspector');

/** Runs an action (inspect or clean) on `text` in the worker. */
export const runUnicodeInWorker = (action: string, text: string, options: UnicodeOptions, job?: JobOptions) =>
  unicodeInspectorPool.onText('run', text, { action, options }, job);
