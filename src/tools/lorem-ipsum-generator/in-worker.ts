/** Main-thread side of the Lorem Ipsum Generator's large requests (see ./task). */
import type { LoremOptions } from './core';
import type { LoremTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const loremIpsumPool = toolPool<LoremTasks>('Lorem ipsum', 'lorem-ipsum-generator');

/** Lorem ipsum of the count typed (`text`), made in the worker. */
export const generateLoremInWorker = (text: string, options: LoremOptions, job?: JobOptions) =>
  loremIpsumPool.run('generate', { text, options }, job);
