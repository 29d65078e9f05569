/** Main-thread side of the URL encoder and decoder's long inputs (see ./text-job). */
import type { UrlCodecSettings } from './core';
import { settingsTransformer } from '../../workers/text-job';
import { toolPool } from '../../workers/tool-pool';
import type { UrlEncodingTasks } from './task';

export const urlEncodingPool = toolPool<UrlEncodingTasks>('URL', 'url-encoding', { size: 1 });

/** Encodes or decodes a long text in the worker; rejects with the spec's ToolError on bad input. */
export const transformUrlInWorker = settingsTransformer<UrlCodecSettings>(urlEncodingPool);
