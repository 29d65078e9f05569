/** Main-thread side of the simple ciphers (see ./task). */
import type { CipherOptions } from './core';
import type { SimpleCiphersTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const simpleCiphersPool = toolPool<SimpleCiphersTasks>('Simple ciphers', 'simple-ciphers');

/** Runs the action on `text` in the worker; rejects with the tool's ToolError on bad input or options. */
export const runCipherInWorker = (action: string, text: string, options: CipherOptions, job?: JobOptions) =>
  simpleCiphersPool.onText('run', text, { action, options }, job);
