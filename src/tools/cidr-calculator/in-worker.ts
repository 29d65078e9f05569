/** Main-thread side of the CIDR calculator's long inputs (see ./task). */
import type { CidrOptions } from './core';
import type { CidrCalculatorTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const cidrCalculatorPool = toolPool<CidrCalculatorTasks>('CIDR calculator', 'cidr-calculator');

/** The action on `text` in the worker; rejects with the calculator's ToolError on bad input. */
export const runCidrInWorker = (action: string, text: string, options: CidrOptions, job?: JobOptions) =>
  cidrCalculatorPool.onText('run', text, { action, options }, job);
