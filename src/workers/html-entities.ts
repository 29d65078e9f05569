/** Main-thread side of the HTML entity encoder and decoder's long inputs (see ./text-job). */
import type { HtmlCodecSettings } from '../core/tools/html-entities';
import type { HtmlEntitiesTasks } from './html-entities.worker';
import { createPool } from './pool';
import { settingsTransformer } from './text-job';

export const htmlEntitiesPool = createPool<HtmlEntitiesTasks>(
  () => new Worker(new URL('./html-entities.worker.ts', import.meta.url), { type: 'module', name: 'html-entities' }),
  { name: 'HTML entities', size: 1 },
);

/** Encodes or decodes a long text in the worker. */
export const transformHtmlInWorker = settingsTransformer<HtmlCodecSettings>(htmlEntitiesPool);
