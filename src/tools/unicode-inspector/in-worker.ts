/** Main-thread side of the Unicode Inspector (see ./unicode-inspector.worker). */
import type { UnicodeOptions } from './core';
import { toolPool, type JobOptions } from '../../workers/tool-pool';
import type { UnicodeInspectorTasks } from './unicode-inspector.worker';

export const unicodeInspectorPool = toolPool<UnicodeInspectorTasks>(
  'Unicode Inspector',
  () =>
    new Worker(new URL('./unicode-inspector.worker.ts', import.meta.url), {
      type: 'module',
      name: 'unicode-inspector',
    }),
  { size: 1 },
);

/** Runs an action (inspect or clean) on `text` in the worker. */
export const runUnicodeInWorker = (action: string, text: string, options: UnicodeOptions, job?: JobOptions) =>
  unicodeInspectorPool.onText('run', text, { action, options }, job);
