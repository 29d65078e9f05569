/** Main-thread side of the Base32 / Base58 / Ascii85 / Base45 encoder (see ./task). */
import type { BaseEncoderOptions } from './core';
import type { BaseEncoderTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const baseEncoderPool = toolPool<BaseEncoderTasks>('Base encoder', 'base-encoder');

/** Runs the action on typed text in the worker; rejects with the encoder's ToolError on bad input. */
export const runBaseEncoderInWorker = (action: string, text: string, options: BaseEncoderOptions, job?: JobOptions) =>
  baseEncoderPool.onText('run', text, { action, options }, job);

/** Runs the action on a file in the worker: its bytes to encode, or its text to decode. */
export const runBaseEncoderFileInWorker = (action: string, file: Blob, options: BaseEncoderOptions, job?: JobOptions) =>
  baseEncoderPool.run('runFile', { action, file, options }, job);
