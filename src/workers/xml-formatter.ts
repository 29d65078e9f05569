/** Main-thread side of the XML formatter (see ./xml-formatter.worker). */
import type { XmlOptions } from '../core/tools/xml-formatter';
import { FORMATTER_POOL, type FormatterAction } from './formatter-task';
import { createPool } from './pool';
import { runOnText, type JobOptions } from './text-job';
import type { XmlFormatterTasks } from './xml-formatter.worker';

export const xmlFormatterPool = createPool<XmlFormatterTasks>(
  () => new Worker(new URL('./xml-formatter.worker.ts', import.meta.url), { type: 'module', name: 'xml-formatter' }),
  { name: 'XML formatter', ...FORMATTER_POOL },
);

/** Formats, minifies or validates `text` in the worker; rejects with the formatter's ToolError on bad input. */
export const runXmlFormatter = (action: FormatterAction, text: string, options: XmlOptions, job: JobOptions) =>
  runOnText(xmlFormatterPool, 'run', text, { action, options }, job);
