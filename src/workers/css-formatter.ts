/** Main-thread side of the CSS formatter (see ./css-formatter.worker). */
import type { CodeFormatOptions } from '../core/shared/code-format';
import { FORMAT_LIVENESS_MS, type FormattedText } from './code-format-task';
import type { CssFormatterTasks } from './css-formatter.worker';
import { createPool } from './pool';
import { runOnText, type JobOptions } from './text-job';

/** One worker, kept between jobs: Prettier and the minifier stay loaded in it. */
export const cssFormatterPool = createPool<CssFormatterTasks>(
  () => new Worker(new URL('./css-formatter.worker.ts', import.meta.url), { type: 'module', name: 'css-formatter' }),
  { name: 'CSS formatter', size: 1, livenessMs: FORMAT_LIVENESS_MS },
);

/** Formats and minifies `text` in the worker; rejects with the formatter's ToolError on empty or invalid CSS. */
export const formatCssInWorker = (
  text: string,
  options: CodeFormatOptions,
  job: JobOptions = {},
): Promise<FormattedText> => runOnText(cssFormatterPool, 'format', text, { options }, job);
