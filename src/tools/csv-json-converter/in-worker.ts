/** Main-thread side of the CSV ⇄ JSON converter (see ./task). */
import type { CsvOptions } from './core';
import type { CsvJsonConverterTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export type { CsvOutcome } from './csv-json-converter.pieces';

/** One worker; it reads in slices and answers pings between them. */
export const csvJsonConverterPool = toolPool<CsvJsonConverterTasks>('CSV converter', 'csv-json-converter');

/** Converts `text` in the action's direction; rejects with the converter's ToolError on bad input. */
export const convertCsvInWorker = (action: string, text: string, options: CsvOptions, job?: JobOptions) =>
  csvJsonConverterPool.onText('run', text, { action, options }, job);

/** Converts a file read in the worker (CSV of any size streams through it). */
export const convertCsvFileInWorker = (action: string, file: Blob, options: CsvOptions, job?: JobOptions) =>
  csvJsonConverterPool.run('runFile', { action, file, options }, job);
