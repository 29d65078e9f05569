/** Main-thread side of the simple ciphers (see ./simple-ciphers.worker). */
import type { CipherOptions } from './core';
import type { SimpleCiphersTasks } from './simple-ciphers.worker';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const simpleCiphersPool = toolPool<SimpleCiphersTasks>(
  'Simple ciphers',
  () => new Worker(new URL('./simple-ciphers.worker.ts', import.meta.url), { type: 'module', name: 'simple-ciphers' }),
  { size: 1 },
);

/** Runs the action on `text` in the worker; rejects with the tool's ToolError on bad input or options. */
export const runCipherInWorker = (action: string, text: string, options: CipherOptions, job?: JobOptions) =>
  simpleCiphersPool.onText('run', text, { action, options }, job);
