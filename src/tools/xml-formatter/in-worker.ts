/** Main-thread side of the XML formatter (see ./task). */
import type { XmlOptions } from './core';
import type { FormatterAction } from '../../workers/formatter-task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';
import type { XmlFormatterTasks } from './task';

export const xmlFormatterPool = toolPool<XmlFormatterTasks>('XML formatter', 'xml-formatter');

/** Formats, minifies or validates `text` in the worker; rejects with the formatter's ToolError on bad input. */
export const runXmlFormatterInWorker = (action: FormatterAction, text: string, options: XmlOptions, job?: JobOptions) =>
  xmlFormatterPool.onText('run', text, { action, options }, job);
