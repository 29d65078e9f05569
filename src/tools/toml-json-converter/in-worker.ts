/** Main-thread side of the TOML ⇄ JSON converter (see ./task). */
import type { TomlOptions } from './core';
import type { TomlJsonConverterTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const tomlJsonConverterPool = toolPool<TomlJsonConverterTasks>('TOML converter', 'toml-json-converter');

/** Converts `text` in the worker in the action's direction; rejects with the converter's ToolError on bad input. */
export const convertTomlInWorker = (action: string, text: string, options: TomlOptions, job?: JobOptions) =>
  tomlJsonConverterPool.onText('run', text, { action, options }, job);

/** Converts a file the worker reads whole (one too large for the page's editor), up to MAX_WHOLE_FILE_BYTES. */
export const convertTomlFileInWorker = (action: string, file: Blob, options: TomlOptions, job?: JobOptions) =>
  tomlJsonConverterPool.run('runFile', { action, file, options }, job);
