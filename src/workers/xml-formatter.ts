/** Main-thread side of the XML formatter (see ./xml-formatter.worker). */
import type { XmlOptions } from '../core/tools/xml-formatter';
import type { FormatterAction } from './formatter-task';
import { createPool } from './pool';
import { runOnText, type JobOptions } from './text-job';
import type { XmlFormatterTasks } from './xml-formatter.worker';

export const xmlFormatterPool = createPool<XmlFormatterTasks>(
  () => new Worker(new URL('./xml-formatter.worker.ts', import.meta.url), { type: 'module', name: 'xml-formatter' }),
  // Prettier formats in one synchronous call: a large file keeps the worker busy for seconds without pings.
  // A cancelled run (often a live one overtaken by typing or a button) ends its short library call within a second:
  // the worker is kept, with Prettier loaded, rather than ended after the default 50 ms and loaded again.
  { name: 'XML formatter', size: 1, livenessMs: 120_000, cancelGraceMs: 1000 },
);

/** Formats, minifies or validates `text` in the worker; rejects with the formatter's ToolError on bad input. */
export const runXmlFormatter = (action: FormatterAction, text: string, options: XmlOptions, job: JobOptions) =>
  runOnText(xmlFormatterPool, 'run', text, { action, options }, job);
