/** Main-thread side of the URL encoder and decoder's long inputs (see ./text-job). */
import type { UrlCodecSettings } from '../core/tools/url-encoding';
import { createPool } from './pool';
import { settingsTransformer } from './text-job';
import type { UrlEncodingTasks } from './url-encoding.worker';

export const urlEncodingPool = createPool<UrlEncodingTasks>(
  () => new Worker(new URL('./url-encoding.worker.ts', import.meta.url), { type: 'module', name: 'url-encoding' }),
  { name: 'URL', size: 1 },
);

/** Encodes or decodes a long text in the worker; rejects with the spec's ToolError on bad input. */
export const transformUrlInWorker = settingsTransformer<UrlCodecSettings>(urlEncodingPool);
