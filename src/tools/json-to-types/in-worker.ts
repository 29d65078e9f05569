/** Main-thread side of JSON to types (see ./task): quicktype is loaded in the worker only. */
import type { JsonTypesOptions } from './core';
import type { FormatterAction } from '../../workers/formatter-task';
import type { JsonToTypesTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const jsonToTypesPool = toolPool<JsonToTypesTasks>('JSON to types', 'json-to-types');

/** Generates the types of `text` in the worker; rejects with the tool's ToolError on bad input. */
export const generateTypesInWorker = (
  action: FormatterAction,
  text: string,
  options: JsonTypesOptions,
  job?: JobOptions,
) => jsonToTypesPool.onText('run', text, { action, options }, job);
