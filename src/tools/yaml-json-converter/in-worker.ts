/** Main-thread side of the YAML ⇄ JSON converter (see ./task). */
import type { YamlOptions } from './core';
import { toolPool, type JobOptions } from '../../workers/tool-pool';
import type { YamlJsonConverterTasks } from './task';

/** One worker kept between jobs; a 20 MB YAML is one synchronous call of some 10-20 s (FORMATTER_POOL's liveness). */
export const yamlJsonConverterPool = toolPool<YamlJsonConverterTasks>('YAML converter', 'yaml-json-converter');

/** Converts `text` in the worker in the action's direction; rejects with the converter's ToolError on bad input. */
export const convertYamlInWorker = (action: string, text: string, options: YamlOptions, job?: JobOptions) =>
  yamlJsonConverterPool.onText('run', text, { action, options }, job);

/** Converts a file the worker reads whole (one too large for the page's editor), up to MAX_WHOLE_FILE_BYTES. */
export const convertYamlFileInWorker = (action: string, file: Blob, options: YamlOptions, job?: JobOptions) =>
  yamlJsonConverterPool.run('runFile', { action, file, options }, job);
