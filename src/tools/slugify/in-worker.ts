/** Main-thread side of the slug generator's long inputs (see ./task). */
import type { SlugifyOptions } from './core';
import type { SlugifyTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const slugifyPool = toolPool<SlugifyTasks>('Slug generator', 'slugify');

/** The slug (or slugs, in batch mode) of `text` in the worker; rejects with the tool's ToolError on a bad option. */
export const slugifyInWorker = (text: string, options: SlugifyOptions, job?: JobOptions) =>
  slugifyPool.onText('run', text, { options }, job);
