/** Main-thread side of the XML formatter (see ./xml-formatter.worker). */
import type { XmlOptions } from './core';
import { FORMATTER_POOL, type FormatterAction } from '../../workers/formatter-task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';
import type { XmlFormatterTasks } from './xml-formatter.worker';

export const xmlFormatterPool = toolPool<XmlFormatterTasks>(
  'XML formatter',
  () => new Worker(new URL('./xml-formatter.worker.ts', import.meta.url), { type: 'module', name: 'xml-formatter' }),
  FORMATTER_POOL,
);

/** Formats, minifies or validates `text` in the worker; rejects with the formatter's ToolError on bad input. */
export const runXmlFormatterInWorker = (action: FormatterAction, text: string, options: XmlOptions, job?: JobOptions) =>
  xmlFormatterPool.onText('run', text, { action, options }, job);
