/** Main-thread side of the XML ⇄ JSON converter (see ./task). */
import type { XmlJsonOptions } from './core';
import type { XmlJsonConverterTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const xmlJsonConverterPool = toolPool<XmlJsonConverterTasks>('XML converter', 'xml-json-converter');

/** Converts `text` in the worker in the action's direction; rejects with the converter's ToolError on bad input. */
export const convertXmlInWorker = (action: string, text: string, options: XmlJsonOptions, job?: JobOptions) =>
  xmlJsonConverterPool.onText('run', text, { action, options }, job);

/** Converts a file the worker reads whole (one too large for the page's editor), up to MAX_WHOLE_FILE_BYTES. */
export const convertXmlFileInWorker = (action: string, file: Blob, options: XmlJsonOptions, job?: JobOptions) =>
  xmlJsonConverterPool.run('runFile', { action, file, options }, job);
