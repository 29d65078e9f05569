/** Main-thread side of the HTML entity encoder and decoder's long inputs (see ./text-job). */
import type { HtmlCodecSettings } from './core';
import type { HtmlEntitiesTasks } from './task';
import { settingsTransformer } from '../../workers/text-job';
import { toolPool } from '../../workers/tool-pool';

export const htmlEntitiesPool = toolPool<HtmlEntitiesTasks>('HTML entities', 'html-entities', { size: 1 });

/** Encodes or decodes a long text in the worker. */
export const transformHtmlInWorker = settingsTransformer<HtmlCodecSettings>(htmlEntitiesPool);
