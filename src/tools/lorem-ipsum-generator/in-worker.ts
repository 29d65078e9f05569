/** Main-thread side of the Lorem Ipsum Generator's large requests (see ./lorem-ipsum-generator.worker). */
import type { LoremOptions } from './core';
import type { LoremTasks } from './lorem-ipsum-generator.worker';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const loremIpsumPool = toolPool<LoremTasks>(
  'Lorem ipsum',
  () =>
    new Worker(new URL('./lorem-ipsum-generator.worker.ts', import.meta.url), {
      type: 'module',
      name: 'lorem-ipsum-generator',
    }),
  { size: 1 },
);

/** Lorem ipsum of the count typed (`text`), made in the worker. */
export const generateLoremInWorker = (text: string, options: LoremOptions, job?: JobOptions) =>
  loremIpsumPool.run('generate', { text, options }, job);
